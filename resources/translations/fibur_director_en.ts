<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB" sourcelanguage="it_IT">
<context>
    <name>App</name>
    <message>
        <location filename="../../fibur_director/app.py" line="64" />
        <source>Database bloccato</source>
        <translation>Database locked</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="67" />
        <source>Rilevare il blocco e aprire il database?</source>
        <translation>Take over the lock and open the database?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="76" />
        <location filename="../../fibur_director/app.py" line="97" />
        <location filename="../../fibur_director/app.py" line="103" />
        <source>Impossibile aprire il database</source>
        <translation>Cannot open the database</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="82" />
        <source>Database danneggiato</source>
        <translation>Damaged database</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="85" />
        <source>Ripristinare l'ultima copia? Il file danneggiato resta accanto.</source>
        <translation>Restore the latest backup? The damaged file is kept beside it.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="155" />
        <source>Chiusura inattesa</source>
        <translation>Unexpected shutdown</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="156" />
        <source>FIBur Director si è chiuso in modo inatteso. Ogni azione confermata è salva.
Registro dell'errore: %1

Riaprire il torneo «%2»?</source>
        <translation>FIBur Director closed unexpectedly. Every confirmed action is safe.
Error log: %1

Reopen the tournament “%2”?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="176" />
        <source>Errore inatteso</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="177" />
        <source>Si è verificato un errore inatteso, scritto in %1. Le azioni già confermate sono salve.</source>
        <translation>An unexpected error occurred and was written to %1. Actions already confirmed are safe.</translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message>
        <source>torneo creato</source>
        <translation>tournament created</translation>
    </message>
    <message>
        <source>giocatore aggiunto</source>
        <translation>player added</translation>
    </message>
    <message>
        <source>giocatore modificato</source>
        <translation>player edited</translation>
    </message>
    <message>
        <source>elenco giocatori importato</source>
        <translation>player list imported</translation>
    </message>
    <message>
        <source>formazione iscritta</source>
        <translation>entry registered</translation>
    </message>
    <message>
        <source>ritiro</source>
        <translation>withdrawal</translation>
    </message>
    <message>
        <source>sostituzione</source>
        <translation>substitution</translation>
    </message>
    <message>
        <source>turno proposto</source>
        <translation>round proposed</translation>
    </message>
    <message>
        <source>disposizione modificata</source>
        <translation>seating edited</translation>
    </message>
    <message>
        <source>turno pubblicato</source>
        <translation>round published</translation>
    </message>
    <message>
        <source>turno chiuso</source>
        <translation>round closed</translation>
    </message>
    <message>
        <source>formazione di squadra dichiarata</source>
        <translation>team line-up declared</translation>
    </message>
    <message>
        <source>risultato</source>
        <translation>result</translation>
    </message>
    <message>
        <source>sanzione</source>
        <translation>sanction</translation>
    </message>
    <message>
        <source>sanzione rimossa</source>
        <translation>sanction removed</translation>
    </message>
    <message>
        <source>classifica pubblicata</source>
        <translation>standings published</translation>
    </message>
    <message>
        <source>torneo interrotto</source>
        <translation>tournament interrupted</translation>
    </message>
    <message>
        <source>annullato</source>
        <translation>undone</translation>
    </message>
    <message>
        <source>ripetuto</source>
        <translation>redone</translation>
    </message>
    <message>
        <source>torneo importato</source>
        <translation>tournament imported</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="33" />
        <source>azioni del torneo</source>
        <translation>tournament actions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="34" />
        <source>azioni sull'archivio giocatori</source>
        <translation>player archive actions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="37" />
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="37" />
        <location filename="../../fibur_director/ui/journal_page.py" line="42" />
        <source>Quando</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="37" />
        <source>Chi</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>Azione</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="37" />
        <source>Dettaglio</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="37" />
        <source>Che cosa</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="42" />
        <source>Copia</source>
        <translation>Backup</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="42" />
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="42" />
        <source>Dimensione</source>
        <translation>Size</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="45" />
        <source>&amp;Ripristina la copia scelta in un nuovo file…</source>
        <translation>&amp;Restore the chosen backup into a new file…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="52" />
        <source>Registro delle modifiche</source>
        <translation>Change log</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="60" />
        <source>Copie di sicurezza (prima di ogni aggiornamento e a ogni chiusura di turno)</source>
        <translation>Backups (before every upgrade and at every round close)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="107" />
        <source>Scegliere prima una copia.</source>
        <translation>Choose a backup first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="112" />
        <source>Ripristina in un nuovo file</source>
        <translation>Restore into a new file</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="114" />
        <source>Database (*.sqlite3)</source>
        <translation>Database (*.sqlite3)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="120" />
        <source>Ripristino</source>
        <translation>Restore</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="121" />
        <source>Ripristinare la copia %1 nel nuovo file %2? Il database aperto non cambia.</source>
        <translation>Restore backup %1 into the new file %2? The open database does not change.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="132" />
        <source>Ripristinata in %1: aprirla con fibur-director --database "%1".</source>
        <translation>Restored into %1: open it with fibur-director --database "%1".</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="39" />
        <location filename="../../fibur_director/ui/main_window.py" line="125" />
        <source>FIBur Director – banco del direttore di gara</source>
        <translation>FIBur Director – tournament director's desk</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="52" />
        <source>Torneo</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="53" />
        <source>Iscrizioni</source>
        <translation>Registration</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="54" />
        <source>Turno</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="55" />
        <source>Risultati</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="56" />
        <source>Sanzioni</source>
        <translation>Sanctions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="57" />
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="58" />
        <source>Registro e copie</source>
        <translation>Log and backups</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="66" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="67" />
        <source>&amp;Esci</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="71" />
        <source>&amp;Modifica</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="72" />
        <source>&amp;Annulla l'ultima azione</source>
        <translation>&amp;Undo the last action</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="75" />
        <source>&amp;Ripeti l'azione annullata</source>
        <translation>&amp;Redo the undone action</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="80" />
        <source>&amp;Vai</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="86" />
        <source>Cerca un &amp;giocatore</source>
        <translation>Find a &amp;player</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="91" />
        <source>&amp;Aiuto</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="92" />
        <source>&amp;Scorciatoie da tastiera</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="96" />
        <source>&amp;Informazioni su FIBur Director</source>
        <translation>&amp;About FIBur Director</translation>
    </message>
    <message>
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <source>Regolamenti disponibili: %1</source>
        <translation type="vanished">Available rulesets: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="100" />
        <source>Database: %1</source>
        <translation>Database: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="123" />
        <source>FIBur Director – %1</source>
        <translation>FIBur Director – %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="130" />
        <source>Torneo aperto; ogni azione è salvata appena fatta.</source>
        <translation>Tournament open; every action is saved as soon as it is done.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="154" />
        <source>Annullata l'ultima azione.</source>
        <translation>Last action undone.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="160" />
        <source>Azione ripetuta.</source>
        <translation>Action redone.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="191" />
        <source>FIBur Director %1
Il programma del direttore di gara per i tornei di burraco.
Licenza MIT.</source>
        <translation>FIBur Director %1
The tournament director's program for burraco tournaments.
MIT licence.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="211" />
        <source>Ctrl+Invio	Conferma una sanzione (pagina Sanzioni)</source>
        <translation>Ctrl+Enter	Confirm a sanction (Sanctions page)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="212" />
        <source>Ctrl+D	Score inserito mano per mano (pagina Risultati)</source>
        <translation>Ctrl+D	Score sheet entered deal by deal (Results page)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="216" />
        <source>Scorciatoie da tastiera</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="219" />
        <source>Informazioni su FIBur Director</source>
        <translation>About FIBur Director</translation>
    </message>
</context>
<context>
    <name>RegistrationPage</name>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="50" />
        <source>Cerca per cognome, nome, tessera o circolo…</source>
        <translation>Search by surname, name, card or club…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="55" />
        <source>Cognome</source>
        <translation>Surname</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="55" />
        <source>Nome</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="55" />
        <source>Tessera</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="55" />
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="70" />
        <source>Aggi&amp;ungi all'archivio</source>
        <translation>&amp;Add to the archive</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="72" />
        <source>Salva le modific&amp;he al giocatore scelto</source>
        <translation>Save changes to the chosen pla&amp;yer</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="74" />
        <source>Im&amp;porta un elenco giocatori (xlsx, csv)…</source>
        <translation>Im&amp;port a player list (xlsx, csv)…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="81" />
        <source>Importa solo le righe valide</source>
        <translation>Import the valid rows only</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="86" />
        <source>Co&amp;gnome</source>
        <translation>Sur&amp;name</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="87" />
        <source>N&amp;ome</source>
        <translation>Na&amp;me</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="88" />
        <source>&amp;Tessera</source>
        <translation>&amp;Card</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="89" />
        <source>Ci&amp;rcolo</source>
        <translation>Cl&amp;ub</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="97" />
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="101" />
        <source>Archivio giocatori</source>
        <translation>Player archive</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="110" />
        <source>nome della formazione (facoltativo)</source>
        <translation>entry name (optional)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="111" />
        <source>&amp;Iscrivi (Ctrl+Invio)</source>
        <translation>&amp;Register (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="113" />
        <source>Svuota</source>
        <translation>Clear</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="117" />
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="117" />
        <source>Formazione</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="117" />
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="117" />
        <source>Stato</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="124" />
        <source>per litigio (esclusa)</source>
        <translation>after a quarrel (excluded)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="125" />
        <source>Ritira &amp;la formazione scelta</source>
        <translation>&amp;Withdraw the chosen entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="128" />
        <source>&amp;Sostituisci con il giocatore scelto in archivio</source>
        <translation>&amp;Substitute with the player chosen in the archive</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="132" />
        <source>Nuova formazione</source>
        <translation>New entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="140" />
        <source>Ritiri e sostituzioni</source>
        <translation>Withdrawals and substitutions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="143" />
        <source>dal turno</source>
        <translation>from round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="149" />
        <source>esce</source>
        <translation>leaving</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="155" />
        <source>Iscritti</source>
        <translation>Entries</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="194" />
        <source> (iscrizione tardiva)</source>
        <translation> (late entry)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="215" />
        <source>Giocatori scelti: %1</source>
        <translation>Players chosen: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="217" />
        <source>Scegliere i giocatori dall'archivio (Invio sul giocatore).</source>
        <translation>Choose the players from the archive (Enter on a player).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="252" />
        <source>Giocatore aggiunto all'archivio.</source>
        <translation>Player added to the archive.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="272" />
        <source>Scegliere prima un giocatore nell'archivio.</source>
        <translation>Choose a player in the archive first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="283" />
        <source>Giocatore modificato.</source>
        <translation>Player edited.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="293" />
        <source>Aprire prima un torneo.</source>
        <translation>Open a tournament first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="297" />
        <source>%1 è già nella formazione.</source>
        <translation>%1 is already in the entry.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="326" />
        <source>Iscritta la formazione n. %1.</source>
        <translation>Entry no. %1 registered.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="334" />
        <source>Scegliere prima una formazione.</source>
        <translation>Choose an entry first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="344" />
        <source>Formazione %1 ritirata.</source>
        <translation>Entry %1 withdrawn.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="351" />
        <source>Scegliere la formazione, il giocatore che esce e, in archivio, quello che entra.</source>
        <translation>Choose the entry, the player leaving and, in the archive, the one joining.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="362" />
        <source>Sostituzione registrata.</source>
        <translation>Substitution recorded.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="368" />
        <source>Elenco giocatori</source>
        <translation>Player list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="368" />
        <source>Elenchi (*.xlsx *.csv *.txt)</source>
        <translation>Lists (*.xlsx *.csv *.txt)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="388" />
        <source>riga %1: %2</source>
        <translation>line %1: %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="396" />
        <source>Importa solo le %1 righe valide</source>
        <translation>Import the %1 valid rows only</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="400" />
        <source>%1 righe scartate: nulla è stato importato.</source>
        <translation>%1 rows rejected: nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="418" />
        <source>%1 giocatori importati.</source>
        <translation>%1 players imported.</translation>
    </message>
    <message>
        <source>in gara</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>ritirato</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <source>escluso</source>
        <translation>excluded</translation>
    </message>
</context>
<context>
    <name>RoundClock</name>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="87" />
        <location filename="../../fibur_director/ui/round_clock.py" line="140" />
        <source>Avvia</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="88" />
        <source>−1′</source>
        <translation>−1′</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="89" />
        <source>+1′</source>
        <translation>+1′</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="90" />
        <source>Un minuto in meno</source>
        <translation>One minute less</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="91" />
        <source>Un minuto in più</source>
        <translation>One minute more</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="97" />
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="130" />
        <source>TEMPO SCADUTO</source>
        <translation>TIME IS UP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="140" />
        <source>Pausa</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="107" />
        <source>mitchell</source>
        <translation>Mitchell</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="108" />
        <source>danese</source>
        <translation>Danish</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="109" />
        <source>danese modificato</source>
        <translation>modified Danish</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="110" />
        <source>danese senza reincontri</source>
        <translation>Danish without repeats</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="111" />
        <source>all'italiana</source>
        <translation>round robin</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="112" />
        <source>modificato a mano</source>
        <translation>edited by hand</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="113" />
        <source>giallo</source>
        <translation>giallo</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="114" />
        <source>tarocchi</source>
        <translation>tarot</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="117" />
        <source>secondo il piano</source>
        <translation>as planned</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="124" />
        <source>sorteggio</source>
        <translation>draw</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="125" />
        <source>alfabetico</source>
        <translation>alphabetical</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="126" />
        <source>ordine d'iscrizione</source>
        <translation>registration order</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="127" />
        <source>punti ranking</source>
        <translation>ranking points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="128" />
        <source>categoria</source>
        <translation>category</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="133" />
        <source>&amp;Proponi il turno</source>
        <translation>&amp;Propose the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="136" />
        <source>P&amp;ubblica</source>
        <translation>P&amp;ublish</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="139" />
        <source>&amp;Chiudi il turno</source>
        <translation>&amp;Close the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="145" />
        <source>Stampa gli sc&amp;ore</source>
        <translation>Print sc&amp;ore sheets</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="147" />
        <source>Stampa la &amp;disposizione</source>
        <translation>Print the &amp;seating</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="151" />
        <source>Tavolo</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="151" />
        <source>Girone</source>
        <translation>Group</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="151" />
        <source>Nord-Sud</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="151" />
        <source>Est-Ovest</source>
        <translation>East-West</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="176" />
        <source>&amp;Scambia</source>
        <translation>S&amp;wap</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="178" />
        <source>Allo stesso &amp;tavolo</source>
        <translation>Same &amp;table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="180" />
        <source>Manda a &amp;riposo la prima</source>
        <translation>Send the first to &amp;rest</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="207" />
        <source>Vedi il tur&amp;no</source>
        <translation>Show rou&amp;nd</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="186" />
        <source>Metodo</source>
        <translation>Method</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="188" />
        <source>Primo turno</source>
        <translation>First round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="194" />
        <source>Modifica (prima della pubblicazione; anche trascinando una formazione su un'altra)</source>
        <translation>Edit (before publishing; also by dragging one entry onto another)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="197" />
        <source>Formazione</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="199" />
        <source>con</source>
        <translation>with</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="226" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="250" />
        <source>Nessun turno ancora: proporre il turno 1.</source>
        <translation>No round yet: propose round 1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="255" />
        <source>proposto</source>
        <translation>proposed</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="256" />
        <source>pubblicato</source>
        <translation>published</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="257" />
        <source>chiuso</source>
        <translation>closed</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="260" />
        <source>Turno %1 di %2 — %3 (%4)</source>
        <translation>Round %1 of %2 — %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="283" />
        <source>riposo</source>
        <translation>rest</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="296" />
        <source>Nessun avviso: nessuna ripetizione, nessun secondo riposo.</source>
        <translation>No warnings: no repeats, no second rests.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="308" />
        <source>Turno %1 proposto: controllare e pubblicare.</source>
        <translation>Round %1 proposed: check it and publish.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="318" />
        <source>Disposizione modificata.</source>
        <translation>Seating edited.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="324" />
        <source>Indicare le formazioni da spostare nei campi «Formazione» e «con».</source>
        <translation>Type the entries to move in the “Entry” and “with” fields.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="339" />
        <source>Turno %1 pubblicato: si gioca.</source>
        <translation>Round %1 published: play.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="358" />
        <source>Turno %1 chiuso; copia di sicurezza fatta.</source>
        <translation>Round %1 closed; backup taken.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="362" />
        <source>Score del turno</source>
        <translation>Score sheets of the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="365" />
        <source>Disposizione del turno</source>
        <translation>Seating of the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="373" />
        <source>Scritto %1.</source>
        <translation>Written %1.</translation>
    </message>
</context>
<context>
    <name>SanctionsPage</name>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="50" />
        <source>Ammonizione</source>
        <translation>Warning</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="51" />
        <source>Ritardo</source>
        <translation>Lateness</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="52" />
        <source>Assenza</source>
        <translation>Absence</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="53" />
        <source>Abbandono del torneo</source>
        <translation>Withdrawal from the tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="54" />
        <source>Abbandono durante il turno</source>
        <translation>Left during the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="55" />
        <source>Score smarrito</source>
        <translation>Lost score sheet</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="56" />
        <source>Tavolo sospeso per scorrettezza</source>
        <translation>Table suspended for misconduct</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="57" />
        <source>Tavolo abbandonato da entrambe</source>
        <translation>Table abandoned by both</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="58" />
        <source>Differenza non monitorata</source>
        <translation>Unmonitored difference</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="59" />
        <source>Decisione arbitrale (punti assegnati)</source>
        <translation>Referee's award (points)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="80" />
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="85" />
        <location filename="../../fibur_director/ui/sanctions_page.py" line="203" />
        <source>per litigio</source>
        <translation>after a quarrel</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="87" />
        <source>&amp;Conferma (Ctrl+Invio)</source>
        <translation>&amp;Confirm (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="97" />
        <location filename="../../fibur_director/ui/sanctions_page.py" line="132" />
        <source>Formazione</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="98" />
        <location filename="../../fibur_director/ui/sanctions_page.py" line="133" />
        <source>Turno</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="99" />
        <source>PV prima</source>
        <translation>VP before</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="100" />
        <source>PV dopo</source>
        <translation>VP after</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="101" />
        <source>MP prima</source>
        <translation>MP before</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="102" />
        <source>MP dopo</source>
        <translation>MP after</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="110" />
        <source>&amp;Sanzione</source>
        <translation>&amp;Sanction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="111" />
        <source>F&amp;ormazione</source>
        <translation>Entr&amp;y</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="112" />
        <source>T&amp;urno</source>
        <translation>R&amp;ound</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="113" />
        <source>&amp;Tavolo</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="114" />
        <source>Minuti di ritar&amp;do</source>
        <translation>Minutes &amp;late</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="115" />
        <source>&amp;Punti assegnati</source>
        <translation>&amp;Points awarded</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="116" />
        <source>&amp;Infrazione</source>
        <translation>&amp;Infraction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="118" />
        <source>&amp;Nota</source>
        <translation>&amp;Note</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="119" />
        <source>Nuova sanzione</source>
        <translation>New sanction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="122" />
        <source>Effetto prima della conferma:</source>
        <translation>Effect before confirming:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="131" />
        <source>Sanzione</source>
        <translation>Sanction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="134" />
        <source>Tavolo</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="135" />
        <source>Dettaglio</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="136" />
        <source>Articolo</source>
        <translation>Article</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="140" />
        <source>&amp;Rimuovi la sanzione scelta</source>
        <translation>&amp;Remove the chosen sanction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="143" />
        <source>Sanzioni registrate</source>
        <translation>Sanctions recorded</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="199" />
        <source>%1 minuti</source>
        <translation>%1 minutes</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="201" />
        <source>%1 punti</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="295" />
        <source>Ammonizione n. %1 per la formazione %2: </source>
        <translation>Warning no. %1 for entry %2: </translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="300" />
        <source>toglie %1 PV in classifica (%2).</source>
        <translation>takes %1 VP off the standings (%2).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="303" />
        <source>nessun PV tolto ora (ogni %1 ammonizioni, %2 PV; %3).</source>
        <translation>no VP taken now (every %1 warnings, %2 VP; %3).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="308" />
        <source>Nessun punteggio cambia (il tavolo non ha ancora un risultato, o la sanzione non lo tocca).</source>
        <translation>No score changes (the table has no result yet, or the sanction does not touch it).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="310" />
        <source>Cambiano %1 punteggi:</source>
        <translation>%1 scores change:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="259" />
        <location filename="../../fibur_director/ui/sanctions_page.py" line="321" />
        <source>Indicare la formazione.</source>
        <translation>Give the entry.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="342" />
        <source>Sanzione registrata.</source>
        <translation>Sanction recorded.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="354" />
        <source>Scegliere prima una sanzione nell'elenco.</source>
        <translation>Choose a sanction in the list first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/sanctions_page.py" line="357" />
        <source>Sanzione rimossa.</source>
        <translation>Sanction removed.</translation>
    </message>
</context>
<context>
    <name>ScoreEntryPage</name>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="79" />
        <source>&amp;Dettaglio smazzate (Ctrl+D)</source>
        <translation>&amp;Deal by deal (Ctrl+D)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="83" />
        <source>Smazzate (Nord-Sud, Est-Ovest)</source>
        <translation>Deals (North-South, East-West)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="90" />
        <source>Tavolo</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="91" />
        <source>Nord-Sud</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="92" />
        <source>Est-Ovest</source>
        <translation>East-West</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="93" />
        <source>Punti NS</source>
        <translation>NS points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="94" />
        <source>Punti EO</source>
        <translation>EW points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="95" />
        <source>PV NS</source>
        <translation>NS VP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="96" />
        <source>PV EO</source>
        <translation>EW VP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="109" />
        <source>&amp;Tavolo</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="110" />
        <source>Punti &amp;Nord-Sud</source>
        <translation>&amp;North-South points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="111" />
        <source>Punti &amp;Est-Ovest</source>
        <translation>E&amp;ast-West points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="122" />
        <source>Tavolo ⏎  punti NS ⇥  punti EO ⏎ — il cursore passa al tavolo mancante successivo.</source>
        <translation>Table ⏎  NS points ⇥  EW points ⏎ — the cursor moves to the next missing table.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="128" />
        <source>T&amp;urno</source>
        <translation>R&amp;ound</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="151" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="174" />
        <source>Nessun turno pubblicato.</source>
        <translation>No round published.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="187" />
        <source> (chiuso: ogni cambio è una correzione)</source>
        <translation> (closed: every change is a correction)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="188" />
        <source>Risultati del turno %1</source>
        <translation>Scores of round %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="205" />
        <source>Manca il tavolo %1</source>
        <translation>Table %1 is missing</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="208" />
        <source>Mancano %1 tavoli: %2</source>
        <translation>%1 tables missing: %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="213" />
        <source>Tutti i tavoli hanno il risultato: il turno si può chiudere.</source>
        <translation>Every table has its result: the round can be closed.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="311" />
        <source>Il turno %1 non ha il tavolo %2.</source>
        <translation>Round %1 has no table %2.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="319" />
        <source>Tavolo %1 — NS: %2 · EO: %3</source>
        <translation>Table %1 — NS: %2 · EW: %3</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="337" />
        <source>Scrivere i punti (anche 0).</source>
        <translation>Type the points (0 too).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="341" />
        <source>%1 non è un multiplo di 5: i punti del burraco lo sono sempre.</source>
        <translation>%1 is not a multiple of 5: burraco points always are.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="359" />
        <source>Scrivere i punti di ogni smazzata (anche 0).</source>
        <translation>Type the points of every deal (0 too).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="370" />
        <source>Il tavolo %1 ha già il risultato %2 – %3. Gli avversari confermano la correzione (Art. 20)?</source>
        <translation>Table %1 already has the result %2 – %3. Do the opponents confirm the correction (Art. 20)?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="381" />
        <source>Questa correzione richiede la controfirma dell'arbitro. Controfirmata?</source>
        <translation>This correction needs the referee's countersignature. Countersigned?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="403" />
        <source>Correzione</source>
        <translation>Correction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="408" />
        <source>Tavolo %1: PV %2 – %3</source>
        <translation>Table %1: VP %2 – %3</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="414" />
        <source>Registrato: NS %1 PV, EO %2 PV.</source>
        <translation>Recorded: NS %1 VP, EW %2 VP.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/score_entry_page.py" line="422" />
        <source>Registrato; risultato invertito: %1 e %2 si scambiano il posto nel turno successivo (Art. 19).</source>
        <translation>Recorded; result inverted: %1 and %2 swap places in the next round (Art. 19).</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="36" />
        <source>Pos.</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="37" />
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="38" />
        <source>Formazione</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="39" />
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="40" />
        <source>PV</source>
        <translation>VP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="41" />
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="42" />
        <source>PV tolti</source>
        <translation>VP off</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="43" />
        <source>Ammonizioni</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="44" />
        <location filename="../../fibur_director/ui/standings_page.py" line="59" />
        <source>Girone</source>
        <translation>Group</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="45" />
        <source>Stato</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="49" />
        <source>Pubblica &amp;provvisoria</source>
        <translation>Publish pro&amp;visional</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="51" />
        <source>Pubblica fi&amp;nale</source>
        <translation>Publish fi&amp;nal</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="53" />
        <source>&amp;Stampa (PDF)</source>
        <translation>&amp;Print (PDF)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="55" />
        <source>Esporta in &amp;Excel</source>
        <translation>Export to E&amp;xcel</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="81" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="89" />
        <source>tutti</source>
        <translation>all</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="104" />
        <source>ritirata</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="104" />
        <source>esclusa</source>
        <translation>excluded</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="131" />
        <source>Classifica in tempo reale (non ancora pubblicata).</source>
        <translation>Live standings (not yet published).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="136" />
        <source>Pubblicata: i giocatori possono verificare fino alle %1; poi diventa definitiva (Art. 20).</source>
        <translation>Published: players may check until %1; then it becomes definitive (Art. 20).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="142" />
        <source>Definitiva dalle %1: i turni pubblicati non si correggono più (Art. 20).</source>
        <translation>Definitive since %1: published rounds can no longer be corrected (Art. 20).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="156" />
        <source>Classifica pubblicata.</source>
        <translation>Standings published.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="164" />
        <source>Stampa la classifica</source>
        <translation>Print the standings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="177" />
        <source>Esporta in Excel</source>
        <translation>Export to Excel</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="182" />
        <source>Scritto %1.</source>
        <translation>Written %1.</translation>
    </message>
</context>
<context>
    <name>TournamentPage</name>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="43" />
        <source>Nome</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="44" />
        <source>Data</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="45" />
        <source>Regolamento</source>
        <translation>Ruleset</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="46" />
        <source>Tipo</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="47" />
        <source>Iscritti</source>
        <translation>Entries</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="48" />
        <source>Turni giocati</source>
        <translation>Rounds played</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="53" />
        <source>Apri il t&amp;orneo scelto</source>
        <translation>Open the chosen t&amp;ournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="55" />
        <source>&amp;Importa un file torneo…</source>
        <translation>&amp;Import a tournament file…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="57" />
        <location filename="../../fibur_director/ui/tournament_page.py" line="162" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="63" />
        <source>Tornei in questo archivio (il più recente in alto; Invio apre)</source>
        <translation>Tournaments in this file (newest first; Enter opens)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="83" />
        <source>Coppie</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="83" />
        <source>Squadre</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="83" />
        <source>Individuale</source>
        <translation>Individual</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="83" />
        <source>Giallo</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="94" />
        <source>es. 1-2; 3-4 (vuoto: una sessione)</source>
        <translation>e.g. 1-2; 3-4 (empty: one session)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="97" />
        <source>es. mitchell:3,danish:1 (vuoto: Mitchell)</source>
        <translation>e.g. mitchell:3,danish:1 (empty: Mitchell)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="100" />
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="107" />
        <source>&amp;Crea il torneo</source>
        <translation>&amp;Create the tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="114" />
        <source>&amp;Nome</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="115" />
        <source>Da&amp;ta</source>
        <translation>Da&amp;te</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="116" />
        <source>&amp;Regolamento</source>
        <translation>&amp;Ruleset</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="117" />
        <source>Ti&amp;po</source>
        <translation>&amp;Kind</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="118" />
        <source>Sma&amp;zzate per turno</source>
        <translation>Deals per ro&amp;und</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="119" />
        <source>T&amp;urni previsti</source>
        <translation>Planned roun&amp;ds</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="120" />
        <source>&amp;Sessioni</source>
        <translation>&amp;Sessions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="121" />
        <source>Piano a&amp;bbinamenti</source>
        <translation>&amp;Pairing plan</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="122" />
        <source>Ri&amp;duzione del tempo</source>
        <translation>Ti&amp;me reduction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="123" />
        <source>Tempo del turno</source>
        <translation>Round time</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="126" />
        <source>Nuovo torneo</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="142" />
        <source>%1 minuti (Art. 6)</source>
        <translation>%1 minutes (Art. 6)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="170" />
        <source>Aperto: %1 del %2 — %3, %4, %5 smazzate, %6 turni, sessioni %7, piano %8, riduzione %9 min</source>
        <translation>Open: %1 of %2 — %3, %4, %5 deals, %6 rounds, sessions %7, plan %8, reduction %9 min</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="209" />
        <source>Torneo creato.</source>
        <translation>Tournament created.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="215" />
        <source>Importa un file torneo</source>
        <translation>Import a tournament file</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="215" />
        <source>File torneo (*.json)</source>
        <translation>Tournament file (*.json)</translation>
    </message>
    <message>
        <source>Impossibile leggere %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="224" />
        <source>Torneo importato.</source>
        <translation>Tournament imported.</translation>
    </message>
</context>
</TS>