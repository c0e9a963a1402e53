"""The table companion: rules engines, the game session and the pygame kiosk."""

from importlib.metadata import PackageNotFoundError, version as _version

try:
    __version__ = _version("table-companion")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0+source"
