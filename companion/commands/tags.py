"""``companion tags ...``: teach the companion which tag is which component."""

from __future__ import annotations

import argparse
import queue
from pathlib import Path

from companion.errors import UserError

HELP = "learn the NFC tags on a game's chips and cards, or list the learned ones"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="tags_action", metavar="ACTION", required=True)
    learn = actions.add_parser("learn", help="walk through a game's components: tap each one on the reader")
    learn.add_argument("game", metavar="GAME", choices=("deep-sea", "dive", "in-too-deep"), help="deep-sea, dive or in-too-deep")
    learn.add_argument("--port", metavar="URL", help="pyserial URL of the reader (default: hardware.reader_port)")
    learn.add_argument("--registry", metavar="FILE", help="tag file (default: tags.toml in the state directory)")
    learn.add_argument("--box", metavar="FILE", help="the box's component list, in the game's data-file format")
    learn.add_argument("--again", action="store_true", help="forget this game's tags first and learn all of them")
    listing = actions.add_parser("list", help="print the learned tags")
    listing.add_argument("--registry", metavar="FILE", help="tag file (default: tags.toml in the state directory)")


def run(args: argparse.Namespace) -> int:
    from companion import config as config_module
    from companion.tags import registry as tag_file

    config = config_module.load(args.config)
    path = Path(args.registry) if args.registry else config.state_dir() / "tags.toml"
    registry = tag_file.load(path)
    match args.tags_action:
        case "list":
            print(tag_file.dumps(registry), end="")
            return 0
        case "learn":
            port = args.port or config["hardware"]["reader_port"]
            if not port:
                raise UserError("no reader port: give --port URL or set hardware.reader_port in the config")
            return _learn(args, port, registry, path)
    return 2


def _learn(args: argparse.Namespace, port: str, registry, path: Path) -> int:
    from companion.tags import boxes
    from companion.tags import registry as tag_file
    from companion.tags.learning import GAME_TITLES, Learned, LearnWalk, Refused
    from hal.events import ReaderOffline, ReaderOnline, TagSeen
    from hal.reader.driver import ReaderDriver

    components = _box_file(args.game, Path(args.box)) if args.box else boxes.box(args.game)
    if args.again:
        registry = registry.without_game(args.game)
    walk = LearnWalk.start(components, registry)
    print(f"{GAME_TITLES[args.game]}: {walk.total} components, {len(walk.remaining)} to tag; tags go to {path}")
    events: queue.SimpleQueue = queue.SimpleQueue()
    driver = ReaderDriver(port, events)
    driver.start()
    try:
        if not walk.done:
            print(walk.step.prompt, flush=True)
        while not walk.done:
            match events.get():
                case ReaderOnline(firmware=firmware):
                    print(f"reader online (firmware {firmware})", flush=True)
                case ReaderOffline(reason=reason):
                    print(f"reader offline: {reason}; waiting for it", flush=True)
                case TagSeen(uid=uid):
                    walk, result = walk.tap(uid)
                    match result:
                        case Learned(component=component):
                            tag_file.save(walk.registry, path)  # after every tap: Ctrl-C loses nothing
                            print(f"  {uid} is {component.describe()}")
                        case Refused(reason=reason):
                            print(f"  {reason}")
                    if not walk.done:
                        print(walk.step.prompt, flush=True)
                case _:
                    pass  # tags lifted, reader buttons: nothing to do here
    finally:
        driver.close()
    print(f"done: every {GAME_TITLES[args.game]} component has a tag")
    return 0


def _box_file(game: str, source: Path):
    from companion.tags import boxes

    try:
        text = source.read_text(encoding="utf-8")
    except OSError as error:
        raise UserError(f"{source}: cannot be read ({error.strerror})") from None
    return boxes.parse_box(game, text, str(source))
