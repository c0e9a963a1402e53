"""The card reader, host side: the pure codec (``codec``) and the serial
driver thread (``driver``). The wire protocol is specified in
``firmware/README.md``."""
