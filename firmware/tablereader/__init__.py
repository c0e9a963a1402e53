"""Our firmware's own modules: pure protocol, presence and button logic, and
the reader loop, which talks to the chip and the USB port only through thin
interfaces. Everything here also runs under CPython and MicroPython."""
