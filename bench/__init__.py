"""The benchmark suite (not part of CI). ``python -m bench --help``."""
