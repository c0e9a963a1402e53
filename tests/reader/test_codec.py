"""The host codec against byte fixtures: whole, split, noisy and corrupt lines."""

from hal.events import Button, Press
from hal.reader import codec
from hal.reader.codec import Beat, ButtonFrame, FrameDecoder, Hello, Rejected, TagArrived, TagLeft

# Fixtures written out by hand (CRC-32 computed once with zlib), so a change in
# the encoder cannot silently agree with a change in the decoder.
HELLO = b"$0 HELLO 1.0.0 1*0B98F16D\r\n"
TAG_ON = b"$1 TAG+ 04A1B2C3D4E5F6*EFB8079E\r\n"
TAG_OFF = b"$2 TAG- 04A1B2C3D4E5F6*C737EC99\r\n"
BEAT = b"$3 BEAT*30C5CF90\r\n"
BUTTON = b"$4 BTN ok held*EC6D9D40\r\n"


def frames(decoder, raw):
    return [f for f in decoder.feed(raw) if not isinstance(f, Rejected)]


def test_each_fixture_decodes_to_its_frame():
    decoder = FrameDecoder()
    assert frames(decoder, HELLO + TAG_ON + TAG_OFF + BEAT + BUTTON) == [
        Hello(0, "1.0.0", 1),
        TagArrived(1, "04A1B2C3D4E5F6"),
        TagLeft(2, "04A1B2C3D4E5F6"),
        Beat(3),
        ButtonFrame(4, Button.OK, Press.HELD),
    ]


def test_the_encoder_writes_the_fixtures_byte_for_byte():
    assert codec.encode(Hello(0, "1.0.0", 1)) == HELLO
    assert codec.encode(TagArrived(1, "04A1B2C3D4E5F6")) == TAG_ON
    assert codec.encode(ButtonFrame(4, Button.OK, Press.HELD)) == BUTTON


def test_a_frame_split_anywhere_is_kept_until_its_line_ends():
    for cut in range(1, len(TAG_ON)):
        decoder = FrameDecoder()
        assert decoder.feed(TAG_ON[:cut]) == [] or cut >= len(TAG_ON) - 1
        assert frames(decoder, TAG_ON[cut:]) == [TagArrived(1, "04A1B2C3D4E5F6")]


def test_a_frame_fed_one_byte_at_a_time_decodes_once():
    decoder = FrameDecoder()
    found = [f for byte in TAG_ON + BEAT for f in decoder.feed(bytes([byte]))]
    assert found == [TagArrived(1, "04A1B2C3D4E5F6"), Beat(3)]


def test_repl_noise_between_and_before_frames_is_rejected_and_frames_survive():
    noise = b"Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\r\n>>> "
    decoder = FrameDecoder()
    results = decoder.feed(noise + TAG_ON + b"Traceback (most recent call last):\r\n" + BEAT)
    assert [f for f in results if not isinstance(f, Rejected)] == [TagArrived(1, "04A1B2C3D4E5F6"), Beat(3)]
    assert [r.reason for r in results if isinstance(r, Rejected)] == ["no frame start", "no frame start"]


def test_a_torn_frame_glued_before_a_whole_one_resynchronises_at_the_last_start():
    torn = TAG_ON[:12]  # the reader reset mid-frame
    assert frames(FrameDecoder(), torn + HELLO) == [Hello(0, "1.0.0", 1)]


def test_a_bad_checksum_is_rejected_and_reports_no_tag():
    corrupt = TAG_ON.replace(b"04A1", b"04A2")
    results = FrameDecoder().feed(corrupt)
    assert results == [Rejected(corrupt.rstrip(), "bad checksum")]


def test_lower_case_checksum_and_unknown_kinds_are_rejected():
    assert isinstance(codec.parse_line(TAG_ON.rstrip().lower()), Rejected)
    body = b"5 FIRE now"
    line = b"$%s*%08X" % (body, codec.crc32(body))
    assert codec.parse_line(line) == Rejected(line, "bad FIRE frame")


def test_an_unknown_button_is_rejected_with_its_name():
    body = b"5 BTN seat9 pressed"
    result = codec.parse_line(b"$%s*%08X" % (body, codec.crc32(body)))
    assert isinstance(result, Rejected) and "seat9" in result.reason


def test_odd_length_or_short_uids_are_not_tags():
    for uid in (b"04A1B2C", b"04A1B2", b"04a1b2c3"):
        body = b"1 TAG+ " + uid
        assert isinstance(codec.parse_line(b"$%s*%08X" % (body, codec.crc32(body))), Rejected)


def test_endless_noise_without_line_ends_keeps_memory_bounded_and_a_frame_after_it_decodes():
    decoder = FrameDecoder()
    for _ in range(100):
        decoder.feed(b"\x00\xff garbage " * 10)
    assert len(decoder._pending) <= codec.MAX_LINE
    assert frames(decoder, b"\r\n" + BEAT) == [Beat(3)]


def test_a_frame_at_the_end_of_an_overlong_noisy_line_still_decodes():
    assert frames(FrameDecoder(), b"x" * 500 + TAG_ON) == [TagArrived(1, "04A1B2C3D4E5F6")]
