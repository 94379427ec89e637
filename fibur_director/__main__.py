"""The desk's entry point: the `fibur-director` command, `python -m fibur_director` and the bundle."""

import gc
import sys


def main() -> int:
    # The launch makes some 400,000 objects and throws few away, yet the cyclic collector would pass over them
    # about 200 times while the modules load and the window is built: ~55 ms, a tenth of the launch
    # (docs/performance.md, "Launch"). It stays off until the window is shown; app.main turns it back on.
    gc.disable()
    from fibur_director.app import main as desk

    return desk()


if __name__ == "__main__":
    sys.exit(main())
