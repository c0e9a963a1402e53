"""CRC-32 (the zlib/PNG polynomial) of the protocol's frames.

``binascii.crc32`` is used where the runtime has it (CPython, MicroPython,
most CircuitPython builds); some CircuitPython builds leave it out, so a small
pure version stands in. Tests check the pure version against CPython's.
"""

_POLY = 0xEDB88320  # reflected 0x04C11DB7


def crc32_pure(data, crc=0):
    # Bitwise rather than table-driven: 1 KB of table is a lot of RAM on a
    # Pico running CircuitPython, and frames are a few dozen bytes.
    crc ^= 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            if crc & 1:
                crc = (crc >> 1) ^ _POLY
            else:
                crc >>= 1
    return crc ^ 0xFFFFFFFF


try:
    from binascii import crc32 as _builtin
except ImportError:
    _builtin = None


def crc32(data):
    if _builtin is not None:
        return _builtin(data) & 0xFFFFFFFF
    return crc32_pure(data)
