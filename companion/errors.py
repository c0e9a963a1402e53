"""Errors shared across the application (not the rules engines, see ``games.contract``)."""


class UserError(Exception):
    """A problem the user can fix (bad config, bad record, bad flag).

    The CLI prints it as one line and exits with status 2, never a traceback.
    """
