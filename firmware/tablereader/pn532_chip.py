"""The PN532 behind the firmware's thin chip interface (``read_uid``).

Adafruit's ``adafruit_pn532`` (installed with circup, see README) does the
talking. Another chip (an MFRC522) would be one more module with the same
``read_uid`` method.
"""


class PN532Chip:
    def __init__(self, i2c, timeout_s=0.05):
        from adafruit_pn532.i2c import PN532_I2C

        self._pn532 = PN532_I2C(i2c, debug=False)
        self._pn532.SAM_configuration()
        self._timeout_s = timeout_s
        ic, ver, rev, support = self._pn532.firmware_version
        self.description = "PN532 v%d.%d" % (ver, rev)

    def read_uid(self):
        uid = self._pn532.read_passive_target(timeout=self._timeout_s)
        return None if uid is None else bytes(uid)
