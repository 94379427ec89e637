<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="it_IT">
<context>
    <name>App</name>
    <message>
        <location filename="../../fibur_director/app.py" line="39" />
        <source>Impossibile aprire il database</source>
        <translation>Cannot open the database</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="17" />
        <source>FIBur Director – banco del direttore di gara</source>
        <translation>FIBur Director – tournament director's desk</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="20" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="21" />
        <source>&amp;Esci</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="26" />
        <source>&amp;Aiuto</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="27" />
        <source>&amp;Informazioni su FIBur Director</source>
        <translation>&amp;About FIBur Director</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="31" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="37" />
        <source>Regolamenti disponibili: %1</source>
        <translation>Available rulesets: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="47" />
        <source>Database: %1</source>
        <translation>Database: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="51" />
        <source>FIBur Director %1
Il programma del direttore di gara per i tornei di burraco.
Licenza MIT.</source>
        <translation>FIBur Director %1
The tournament director's program for burraco tournaments.
MIT licence.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="55" />
        <source>Informazioni su FIBur Director</source>
        <translation>About FIBur Director</translation>
    </message>
</context>
<context>
    <name>RoundClock</name>
    <message>
        <source>Avvia</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>−1′</source>
        <translation>−1′</translation>
    </message>
    <message>
        <source>+1′</source>
        <translation>+1′</translation>
    </message>
    <message>
        <source>Un minuto in meno</source>
        <translation>One minute less</translation>
    </message>
    <message>
        <source>Un minuto in più</source>
        <translation>One minute more</translation>
    </message>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>TEMPO SCADUTO</source>
        <translation>TIME IS UP</translation>
    </message>
    <message>
        <source>Pausa</source>
        <translation>Pause</translation>
    </message>
</context>
</TS>
