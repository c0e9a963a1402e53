"""Contract: what the firmware's encoder writes, the host's decoder reads, and
what the host sends, the firmware understands."""

import zlib

from hypothesis import given
from hypothesis import strategies as st
from tablereader import crc, protocol

from hal.events import Button, Press
from hal.reader import codec

uids = st.binary(min_size=4, max_size=10).filter(lambda b: len(b) in (4, 7, 10)).map(lambda b: b.hex().upper())
seqs = st.integers(min_value=0, max_value=protocol.SEQ_MODULO - 1)


@given(seqs, uids, st.booleans())
def test_firmware_tag_frames_decode_on_the_host(seq, uid, arrived):
    kind = protocol.TAG_ARRIVED if arrived else protocol.TAG_GONE
    expected = codec.TagArrived(seq, uid) if arrived else codec.TagLeft(seq, uid)
    assert codec.FrameDecoder().feed(protocol.encode(seq, kind, (uid,))) == [expected]


@given(seqs, st.sampled_from(list(Button)), st.sampled_from(list(Press)))
def test_firmware_button_frames_decode_on_the_host(seq, button, press):
    raw = protocol.encode(seq, protocol.BUTTON, (button.value, press.value))
    assert codec.FrameDecoder().feed(raw) == [codec.ButtonFrame(seq, button, press)]


def test_firmware_hello_and_beat_decode_on_the_host():
    raw = protocol.encode(0, protocol.HELLO, ("1.0.0", str(protocol.PROTOCOL_VERSION))) + protocol.encode(1, protocol.BEAT)
    assert codec.FrameDecoder().feed(raw) == [codec.Hello(0, "1.0.0", codec.PROTOCOL_VERSION), codec.Beat(1)]


def test_both_sides_agree_on_the_protocol_version_and_sequence_range():
    assert protocol.PROTOCOL_VERSION == codec.PROTOCOL_VERSION
    assert protocol.SEQ_MODULO == codec.SEQ_MODULO


@given(seqs)
def test_the_hosts_sync_request_is_understood_by_the_firmware(seq):
    lines = protocol.LineBuffer().feed(codec.encode(codec.SyncRequest(seq)))
    assert [protocol.check(line) for line in lines] == [(seq, protocol.SYNC, ())]


def test_the_firmware_rejects_a_host_line_with_a_wrong_checksum():
    line = codec.encode(codec.SyncRequest(1)).rstrip()
    wrong = line[:-1] + (b"0" if line[-1:] != b"0" else b"1")
    assert protocol.check(line) == (1, protocol.SYNC, ())
    assert protocol.check(wrong) is None


@given(st.binary(max_size=300))
def test_the_firmware_line_reader_survives_any_bytes_and_stays_small(junk):
    buffer = protocol.LineBuffer()
    for line in buffer.feed(junk):
        protocol.check(line)  # must not raise
    assert len(buffer._pending) <= protocol.MAX_LINE


@given(st.binary(max_size=200))
def test_the_firmwares_pure_crc32_matches_cpythons(data):
    assert crc.crc32_pure(data) == zlib.crc32(data)
    assert crc.crc32(data) == zlib.crc32(data)


def test_the_pure_crc32_matches_the_standard_check_value():
    # The catalogue check value of CRC-32/ISO-HDLC for "123456789".
    assert crc.crc32_pure(b"123456789") == 0xCBF43926
