"""The pygame-ce kiosk: main loop, scene stack, theme, widgets and scenes (see docs/kiosk.md)."""
