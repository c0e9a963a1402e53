"""The decoder fed random bytes: it never raises and never invents a tag."""

from hypothesis import given, settings
from hypothesis import strategies as st

from hal.reader import codec
from hal.reader.codec import FrameDecoder, Rejected, TagArrived, TagLeft

# Bytes that look like our protocol make a collision more likely than pure noise.
protocolish = st.lists(
    st.one_of(
        st.binary(max_size=40),
        st.sampled_from([b"$", b"*", b"\r\n", b"\n", b"TAG+ ", b"TAG- ", b" 04A1B2C3", b"00000000", b"BEAT"]),
    ),
    max_size=40,
).map(b"".join)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.binary(max_size=300), protocolish), max_size=8))
def test_random_bytes_never_crash_and_never_report_a_tag(chunks):
    decoder = FrameDecoder()
    for chunk in chunks:
        for result in decoder.feed(chunk):
            assert not isinstance(result, (TagArrived, TagLeft)), result
            if isinstance(result, Rejected):
                assert len(result.line) <= codec.MAX_LINE


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200), st.binary(max_size=200), st.integers(min_value=1, max_value=20))
def test_a_real_tag_frame_after_any_noise_and_a_line_end_is_found_exactly_once(before, after, chunk):
    frame = codec.encode(TagArrived(9, "04A1B2C3D4E5F6"))
    stream = before + b"\n" + frame + after.replace(b"$", b"") 
    decoder = FrameDecoder()
    found = []
    for i in range(0, len(stream), chunk):
        found += [r for r in decoder.feed(stream[i : i + chunk]) if isinstance(r, TagArrived)]
    assert found == [TagArrived(9, "04A1B2C3D4E5F6")]
