"""Scenes that belong to no one game: home, help, coming soon, dialogs."""
