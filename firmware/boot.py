# Runs once at power-up, before USB starts: expose a second USB serial port,
# the data port, so the reader's frames never share a line with the REPL or
# tracebacks on the console port.
import usb_cdc

usb_cdc.enable(console=True, data=True)
