"""Languages of the desk. The source strings are Italian (the referee's language and the regulation's
vocabulary); English comes from resources/translations/fibur_director_en.qm. Qt's own dialogs are
translated by Qt's qtbase catalogue."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from fibur_director.locations import translations_dir

LANGUAGES = ("it", "en")
DEFAULT_LANGUAGE = "it"


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load Qt's and our catalogues for ``language``; the translators must outlive the application."""
    if language not in LANGUAGES:
        language = DEFAULT_LANGUAGE
    QLocale.setDefault(QLocale(QLocale.Language.Italian if language == "it" else QLocale.Language.English))
    installed = []
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    # Qt's words the shipped catalogue lacks ("&Look in:", "Files of &type:" of the file dialogs, issue 38);
    # installed after qtbase, so asked first, and holding nothing else.
    extra = QTranslator(app)
    if extra.load(f"qt_extra_{language}", str(translations_dir())):
        app.installTranslator(extra)
        installed.append(extra)
    if language != "it":
        ours = QTranslator(app)
        if ours.load(f"fibur_director_{language}", str(translations_dir())):
            app.installTranslator(ours)
            installed.append(ours)
    return installed
