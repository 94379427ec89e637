# PyInstaller run-time hook, in place of PyInstaller's own pyi_rth_pyside6 (packaging/fibur-director.spec).
#
# Theirs imports PySide6.QtCore as the bundle starts, to register the qt.conf that points Qt at the bundle's
# plugins and translations. That cost every command of the command line a Qt it never uses (`--version` from
# the installed .deb: 0.45 s against 0.8-1.0 s, on the loaded 2-core machine, issue 38), and put the desk's
# ~300 database modules, which it imports before Qt for that reason (fibur_director/app.py), through PySide6's
# __feature__ import hook (no difference measurable in the desk's launch under that load: docs/performance.md,
# "The installed package's cold launch").
#
# The same paths, set without importing anything, and the same qt.conf registered the moment PySide6.QtCore is
# first imported (by the desk, never by the command line), with PyInstaller's own helper.
import importlib.abc
import importlib.util
import os
import sys


def _pyi_rthook() -> None:
    bundle: str = sys._MEIPASS
    qt = (
        os.path.join(bundle, "PySide6")
        if sys.platform.startswith("win")
        else os.path.join(bundle, "PySide6", "Qt")
    )
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt, "plugins")
    os.environ["QML2_IMPORT_PATH"] = os.path.join(qt, "qml")
    if sys.platform.startswith("win"):
        # QtNetwork finds the OpenSSL DLLs collected beside the bundle's other libraries (as PyInstaller's hook).
        os.environ["PATH"] = bundle + os.pathsep + os.environ.get("PATH", "")

    class _AfterQtCore(importlib.abc.MetaPathFinder):
        """Finds nothing itself: hands back PySide6.QtCore's own spec, its loader wrapped to register the qt.conf
        once the module has run, then steps out of the import system."""

        def find_spec(self, name, path=None, target=None):
            if name != "PySide6.QtCore":
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(name)
            if spec is None or spec.loader is None:
                return spec
            original = spec.loader

            class Loader(importlib.abc.Loader):
                def create_module(self, spec):
                    return original.create_module(spec)

                def exec_module(self, module):
                    original.exec_module(module)
                    from _pyi_rth_utils import qt as qt_utils

                    qt_utils.create_embedded_qt_conf("PySide6", qt)

            spec.loader = Loader()
            return spec

    sys.meta_path.insert(0, _AfterQtCore())


_pyi_rthook()
del _pyi_rthook
