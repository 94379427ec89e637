<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own words that the qtbase_it catalogue shipped with PySide6 lacks (issue 38: the save dialogs said
     "Look in" and "Files of type" among Italian words). Qt 6 gave these labels a mnemonic, and the Italian
     catalogue still has them without one. Compiled by `make translations` into qt_extra_it.qm, loaded after
     qtbase_it by ui/i18n.py. -->
<TS version="2.1" language="it_IT">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>File di &amp;tipo:</translation>
    </message>
</context>
</TS>
