<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB" sourcelanguage="it_IT">
<context>
    <name>App</name>
    <message>
        <location filename="../../fibur_director/app.py" line="84" />
        <source>Database bloccato</source>
        <translation>Database locked</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="87" />
        <source>Rilevare il blocco e aprire il database?</source>
        <translation>Take over the lock and open the database?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="96" />
        <location filename="../../fibur_director/app.py" line="117" />
        <location filename="../../fibur_director/app.py" line="123" />
        <source>Impossibile aprire il database</source>
        <translation>Cannot open the database</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="102" />
        <source>Database danneggiato</source>
        <translation>Damaged database</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="105" />
        <source>Ripristinare l'ultima copia? Il file danneggiato resta accanto.</source>
        <translation>Restore the latest backup? The damaged file is kept beside it.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="182" />
        <source>Chiusura inattesa</source>
        <translation>Unexpected shutdown</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="183" />
        <source>FIBur Director si è chiuso in modo inatteso. Ogni azione confermata è salva.
Registro dell'errore: %1

Riaprire il torneo «%2»?</source>
        <translation>FIBur Director closed unexpectedly. Every confirmed action is safe.
Error log: %1

Reopen the tournament “%2”?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="209" />
        <source>Errore inatteso</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <location filename="../../fibur_director/app.py" line="210" />
        <source>Si è verificato un errore inatteso, scritto in %1. Le azioni già confermate sono salve.</source>
        <translation>An unexpected error occurred and was written to %1. Actions already confirmed are safe.</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <location filename="../../fibur_director/ui/table_board.py" line="87" />
        <source>T%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_board.py" line="92" />
        <source>Tav. %1</source>
        <translation>Table %1</translation>
    </message>
</context>
<context>
    <name>CheckInPanel</name>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="55" />
        <source>Telefoni dell'accoglienza</source>
        <translation>Check-in phones</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="70" />
        <source>Mostra un &amp;codice per un telefono</source>
        <translation>Show a &amp;code for a phone</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="76" />
        <source>Revoca il telefono scelto</source>
        <translation>Revoke the chosen phone</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="78" />
        <source>Revoca tutti</source>
        <translation>Revoke all</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="84" />
        <source>Ultime segnature dai telefoni</source>
        <translation>Latest marks from the phones</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="90" />
        <source>Annulla la segnatura scelta</source>
        <translation>Take back the chosen mark</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="96" />
        <source>Quota per giocatore (euro):</source>
        <translation>Fee per player (euro):</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="100" />
        <source>Imposta</source>
        <translation>Set</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="106" />
        <source>Stampa il &amp;foglio dell'accoglienza…</source>
        <translation>Print the check-in &amp;sheet…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="109" />
        <source>C&amp;hiudi l'accoglienza…</source>
        <translation>C&amp;lose the check-in…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="162" />
        <source>Sui telefoni aprire %1 e digitare il codice.</source>
        <translation>On the phones open %1 and type the code.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="164" />
        <source>Accendere «Pubblica in sala» perché i telefoni raggiungano l'accoglienza.</source>
        <translation>Turn on “Publish in the room” so that the phones reach the check-in.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="167" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="176" />
        <source>&lt;b&gt;Arrivati %1 su %2&lt;/b&gt; · mancano %3&lt;br&gt;Incassato %4 · da incassare %5</source>
        <translation>&lt;b&gt;%1 of %2 here&lt;/b&gt; · %3 missing&lt;br&gt;Taken %4 · still to take %5</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="184" />
        <source>di cui pagato da chi non è più iscritto (da rimborsare): %1</source>
        <translation>of which paid by players no longer entered (to be refunded): %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="197" />
        <source>revocato</source>
        <translation>revoked</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="197" />
        <source>abbinato alle %1</source>
        <translation>paired at %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="220" />
        <source>Codice per il telefono %1: vale una volta, per 30 minuti.</source>
        <translation>Code for phone %1: good once, for 30 minutes.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="231" />
        <source>Revocati: %1. Da ora non possono segnare nulla.</source>
        <translation>Revoked: %1. From now on they can mark nothing.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="238" />
        <source>Scegliere un telefono nell'elenco.</source>
        <translation>Choose a phone in the list.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="248" />
        <source>Scegliere una segnatura nell'elenco.</source>
        <translation>Choose a mark in the list.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="253" />
        <source>Segnatura annullata.</source>
        <translation>Mark taken back.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="262" />
        <source>Quota impostata: %1.</source>
        <translation>Fee set: %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="272" />
        <source>Foglio dell'accoglienza</source>
        <translation>Check-in sheet</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="283" />
        <source>Foglio dell'accoglienza scritto in %1.</source>
        <translation>Check-in sheet written to %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="291" />
        <source>Tutti gli iscritti sono arrivati: l'accoglienza è chiusa.</source>
        <translation>Every entry has arrived: the check-in is closed.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="303" />
        <source>Tolti dal torneo: %1. Ctrl+Z li rimette.</source>
        <translation>Taken out of the tournament: %1. Ctrl+Z puts them back.</translation>
    </message>
</context>
<context>
    <name>CircuitPrinting</name>
    <message>
        <location filename="../../fibur_director/ui/circuit.py" line="38" />
        <source>Classifica di un circuito</source>
        <translation>Circuit standings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/circuit.py" line="40" />
        <source>Circuito (*.toml)</source>
        <translation>Circuit (*.toml)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/circuit.py" line="51" />
        <source>Salva la classifica del circuito</source>
        <translation>Save the circuit standings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/circuit.py" line="61" />
        <source>Classifica del circuito salvata in %1</source>
        <translation>Circuit standings saved in %1</translation>
    </message>
</context>
<context>
    <name>ClosingDialog</name>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="312" />
        <source>Chiudi l'accoglienza</source>
        <translation>Close the check-in</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="315" />
        <source>Iscritti con un giocatore assente. %1</source>
        <translation>Entries with an absent player. %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="320" />
        <source>Iscritti con un giocatore non arrivato. Toglierli dal torneo prima di sorteggiare il primo turno? Nessun tavolo li avrà; Ctrl+Z li rimette.</source>
        <translation>Entries with a player who has not arrived. Take them out of the tournament before the first round is drawn? No table will have them; Ctrl+Z puts them back.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="328" />
        <source>assenti: %1</source>
        <translation>absent: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="331" />
        <source>hanno pagato (da rimborsare se tolti): %1</source>
        <translation>paid (to be refunded if taken out): %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="344" />
        <source>Togli dal torneo i selezionati</source>
        <translation>Take the ticked ones out of the tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="346" />
        <source>Lascia com'è</source>
        <translation>Leave as it is</translation>
    </message>
</context>
<context>
    <name>ColumnMapping</name>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="681" />
        <source>Colonne non riconosciute</source>
        <translation>Columns not recognised</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="683" />
        <source>(ignorare)</source>
        <translation>(ignore)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="684" />
        <source>Cognome</source>
        <translation>Surname</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="685" />
        <source>Nome</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="686" />
        <source>Tessera</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="687" />
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="688" />
        <source>Categoria</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="689" />
        <source>Punti classifica</source>
        <translation>Ranking points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="694" />
        <source>L'elenco ha colonne che il programma non conosce. Che cosa contengono?</source>
        <translation>The list has columns the program does not know. What do they hold?</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <location filename="../../fibur_director/ui/guide.py" line="17" />
        <source>Guida rapida</source>
        <translation>Quick-start guide</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/guide.py" line="31" />
        <source>La guida non si trova in %1 (%2): l'installazione è incompleta.</source>
        <translation>The guide is not in %1 (%2): the installation is incomplete.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="107" />
        <source>Importa l'elenco tesserati</source>
        <translation>Import the member list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="109" />
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="110" />
        <source>Tesserati</source>
        <translation>Members</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="113" />
        <source>Nessuno: è il primo elenco importato.</source>
        <translation>None: this is the first list imported.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="115" />
        <source>l'elenco del %1 (%2 tesserati, %3); Ctrl+Z lo rimette in uso.</source>
        <translation>the list of %1 (%2 members, %3); Ctrl+Z puts it back in use.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="122" />
        <source>Sostituisce</source>
        <translation>Replaces</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="124" />
        <source>Colonne non lette</source>
        <translation>Columns not read</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="132" />
        <source>Data dell'&amp;elenco</source>
        <translation>List &amp;date</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="134" />
        <source>&amp;Importa</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="143" />
        <source>riga %1: %2</source>
        <translation>line %1: %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="149" />
        <source>Righe scartate: %1</source>
        <translation>Rows rejected: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="152" />
        <source>Importa solo le %1 righe valide</source>
        <translation>Import the %1 valid rows only</translation>
    </message>
</context>
<context>
    <name>JournalPage</name>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="34" />
        <source>azioni del torneo</source>
        <translation>tournament actions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="35" />
        <source>azioni sull'archivio giocatori</source>
        <translation>player archive actions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="38" />
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="38" />
        <location filename="../../fibur_director/ui/journal_page.py" line="43" />
        <source>Quando</source>
        <translation>When</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="38" />
        <source>Chi</source>
        <translation>Who</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="38" />
        <source>Dettaglio</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="38" />
        <source>Che cosa</source>
        <translation>What</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="43" />
        <source>Copia</source>
        <translation>Backup</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="43" />
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="43" />
        <source>Dimensione</source>
        <translation>Size</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="46" />
        <source>&amp;Ripristina la copia scelta in un nuovo file…</source>
        <translation>&amp;Restore the chosen backup into a new file…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="53" />
        <source>Registro delle modifiche</source>
        <translation>Change log</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="61" />
        <source>Copie di sicurezza (prima di ogni aggiornamento e a ogni chiusura di turno)</source>
        <translation>Backups (before every upgrade and at every round close)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="114" />
        <source>chiusura del turno %1</source>
        <translation>close of round %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="117" />
        <source>prima dell'aggiornamento del file (versione %1)</source>
        <translation>before the file was upgraded (version %1)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="125" />
        <source>Scegliere prima una copia.</source>
        <translation>Choose a backup first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="130" />
        <source>Ripristina in un nuovo file</source>
        <translation>Restore into a new file</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="132" />
        <source>Database (*.sqlite3)</source>
        <translation>Database (*.sqlite3)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="138" />
        <source>Ripristino</source>
        <translation>Restore</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="139" />
        <source>Ripristinare la copia %1 nel nuovo file %2? Il database aperto non cambia.</source>
        <translation>Restore backup %1 into the new file %2? The open database does not change.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/journal_page.py" line="150" />
        <source>Ripristinata in %1: aprirla con fibur-director --database "%1".</source>
        <translation>Restored into %1: open it with fibur-director --database "%1".</translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="63" />
        <source>Solo questo computer (%1)</source>
        <translation>This computer only (%1)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="80" />
        <source>Tutte le interfacce (%1)</source>
        <translation>Every interface (%1)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="172" />
        <location filename="../../fibur_director/ui/live_panel.py" line="364" />
        <source>Pubblica in sala</source>
        <translation>Publish in the room</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="175" />
        <location filename="../../fibur_director/ui/live_panel.py" line="382" />
        <source>Non pubblicato.</source>
        <translation>Not published.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="188" />
        <source>Apri il proiettore</source>
        <translation>Open the projector</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="190" />
        <source>Esporta pagine web…</source>
        <translation>Export web pages…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="195" />
        <source>Rete</source>
        <translation>Network</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="196" />
        <source>Porta</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="314" />
        <source>Le pagine in sala si sono fermate e non ripartono: %1</source>
        <translation>The room's pages stopped and do not start again: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="360" />
        <source>Avvio in corso…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="362" />
        <source>Smetti di pubblicare</source>
        <translation>Stop publishing</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="375" />
        <source>Avvio delle pagine in sala su %1:%2…</source>
        <translation>Starting the room's pages on %1:%2…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="386" />
        <source>Pagine in sala: %1</source>
        <translation>Pages in the room: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="388" />
        <source>In ascolto su tutte le interfacce di rete di questo computer.</source>
        <translation>Listening on every network interface of this computer.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="394" />
        <source>Solo questo computer: i telefoni non raggiungono questo indirizzo. Per la sala scegliere la rete del circolo.</source>
        <translation>This computer only: no phone reaches this address. For the room choose the club's network.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="410" />
        <source>Per i telefoni: «Smetti di pubblicare», scegliere in Rete la rete della sala (Wi-Fi), pubblicare di nuovo, poi stampare di nuovo.</source>
        <translation>For the phones: “Stop publishing”, choose the room's network (Wi-Fi) under Network, publish again, then print again.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="421" />
        <source>Per i telefoni: scegliere in Rete la rete della sala (Wi-Fi), pubblicare, poi stampare.</source>
        <translation>For the phones: choose the room's network (Wi-Fi) under Network, publish, then print.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="441" />
        <source>Aprire prima un torneo.</source>
        <translation>Open a tournament first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="443" />
        <source>Cartella delle pagine web</source>
        <translation>Folder for the web pages</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="456" />
        <source>%1 pagine scritte in %2</source>
        <translation>%1 pages written in %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_watch.py" line="86" />
        <source>Il server delle pagine non rispondeva: riavviato alle %1 sullo stesso indirizzo.</source>
        <translation>The pages' server was not answering: started again at %1 on the same address.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="67" />
        <location filename="../../fibur_director/ui/main_window.py" line="361" />
        <source>FIBur Director – banco del direttore di gara</source>
        <translation>FIBur Director – tournament director's desk</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="77" />
        <source>Torneo</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="78" />
        <source>Iscrizioni</source>
        <translation>Registration</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="79" />
        <source>Turno</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="80" />
        <source>Risultati</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="81" />
        <source>Sanzioni</source>
        <translation>Sanctions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="82" />
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="83" />
        <source>Registro e copie</source>
        <translation>Log and backups</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="96" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="102" />
        <source>Classifica di un circ&amp;uito…</source>
        <translation>Circ&amp;uit standings…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="105" />
        <source>Importa l'elenco &amp;tesserati…</source>
        <translation>Import the &amp;member list…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="109" />
        <source>&amp;Esci</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="117" />
        <source>&amp;Modifica</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="118" />
        <source>&amp;Annulla l'ultima azione</source>
        <translation>&amp;Undo the last action</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="121" />
        <source>&amp;Ripeti l'azione annullata</source>
        <translation>&amp;Redo the undone action</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="126" />
        <source>&amp;Vai</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="132" />
        <source>Cerca un &amp;giocatore</source>
        <translation>Find a &amp;player</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="138" />
        <source>&amp;Aiuto</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="139" />
        <source>&amp;Guida rapida</source>
        <translation>&amp;Quick-start guide</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="143" />
        <source>&amp;Scorciatoie da tastiera</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="147" />
        <source>&amp;Informazioni su FIBur Director</source>
        <translation>&amp;About FIBur Director</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="460" />
        <source>Annullare l'importazione?</source>
        <translation>Undo the import?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="462" />
        <source>L'ultima azione è l'importazione del torneo «%1»: annullarla toglie dall'archivio il torneo con tutto ciò che contiene (Ctrl+Y lo rimette).</source>
        <translation>The last action is the import of the tournament “%1”: undoing it takes the tournament, with everything it holds, out of the archive (Ctrl+Y brings it back).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="465" />
        <source>Annulla l'importazione</source>
        <translation>Undo the import</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="465" />
        <source>Lascia il torneo</source>
        <translation>Keep the tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="469" />
        <source>Importazione lasciata com'era.</source>
        <translation>Import left as it was.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="573" />
        <source>Elenco tesserati</source>
        <translation>Member list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="600" />
        <source>Quando il banco si è chiuso le pagine in sala erano pubblicate (%1). Pubblicarle di nuovo sulla stessa rete e porta? I codici e i QR code già stampati sugli score continuano a valere.</source>
        <translation>When the desk closed, the room's pages were published (%1). Publish them again on the same network and port? The codes and QR codes already printed on the score sheets keep working.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="603" />
        <source>Pubblica di nuovo</source>
        <translation>Publish again</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="603" />
        <location filename="../../fibur_director/ui/main_window.py" line="614" />
        <source>Non ora</source>
        <translation>Not now</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="607" />
        <source>Quando il banco si è chiuso le pagine in sala erano pubblicate (%1), ma questo computer non ha più quell'indirizzo: la rete è cambiata. Scegliere la rete in «Pubblica in sala» (la porta resta %2): i codici stampati si digitano al nuovo indirizzo, i QR code stampati non vi portano.</source>
        <translation>When the desk closed, the room's pages were published (%1), but this computer no longer has that address: the network changed. Choose the network in “Publish in the room” (the port stays %2): the printed codes are typed at the new address, the printed QR codes do not lead there.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="614" />
        <source>Apri «Pubblica in sala»</source>
        <translation>Open “Publish in the room”</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="615" />
        <source>Pagine in sala</source>
        <translation>Room's pages</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="633" />
        <source>Pagine in sala pubblicate</source>
        <translation>Room's pages published</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="635" />
        <source>Le pagine in sala sono pubblicate: chiudendo il banco smettono di rispondere e i telefoni non ricevono più posti, risultati né referti. Alla prossima apertura il banco propone di pubblicarle di nuovo sulla stessa rete e porta.</source>
        <translation>The room's pages are published: closing the desk stops them, and the phones get no more seats, results or score sheets. At the next start the desk offers to publish them again on the same network and port.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="639" />
        <source>Chiudi comunque</source>
        <translation>Close anyway</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="639" />
        <source>Continua a pubblicare</source>
        <translation>Keep publishing</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="98" />
        <source>&amp;Chiudi la prova ed eliminala</source>
        <translation>&amp;Close the practice and delete it</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="151" />
        <source>Database: %1</source>
        <translation>Database: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="468" />
        <source>Pubblica in sala</source>
        <translation>Publish in the room</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/live_panel.py" line="470" />
        <location filename="../../fibur_director/ui/main_window.py" line="168" />
        <source>Pubblica in sala…</source>
        <translation>Publish in the room…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="363" />
        <source>Accoglienza</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/checkin_panel.py" line="365" />
        <location filename="../../fibur_director/ui/main_window.py" line="169" />
        <source>Accoglienza…</source>
        <translation>Check-in…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="182" />
        <source>TORNEO DI PROVA — nulla di questo torneo conta</source>
        <translation>PRACTICE TOURNAMENT — nothing in this tournament counts</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="187" />
        <source>Chiudi la prova ed eliminala</source>
        <translation>Close the practice and delete it</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="359" />
        <source>FIBur Director – %1</source>
        <translation>FIBur Director – %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="362" />
        <source>TORNEO DI PROVA – %1</source>
        <translation>PRACTICE TOURNAMENT – %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="374" />
        <source>Torneo aperto; ogni azione è salvata appena fatta.</source>
        <translation>Tournament open; every action is saved as soon as it is done.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="401" />
        <source>Orologio: avvia o ferma</source>
        <translation>Clock: start or stop</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="402" />
        <source>Orologio: un minuto in meno</source>
        <translation>Clock: one minute less</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="403" />
        <source>Orologio: un minuto in più</source>
        <translation>Clock: one minute more</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="446" />
        <source>Un referto dai telefoni non si annulla con Ctrl+Z: tasto destro sul suo tavolo nel tabellone dei risultati, «Annulla il referto dai telefoni».</source>
        <translation>A sheet from the phones is not undone with Ctrl+Z: right-click its table on the results board, “Undo the sheet from the phones”.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="449" />
        <source>Annullata l'ultima azione.</source>
        <translation>Last action undone.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="477" />
        <source>Azione ripetuta.</source>
        <translation>Action redone.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="515" />
        <source>FIBur Director %1
Il programma del direttore di gara per i tornei di burraco.
Licenza MIT.</source>
        <translation>FIBur Director %1
The tournament director's program for burraco tournaments.
MIT licence.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="538" />
        <source>Ctrl+Invio	Conferma una sanzione (pagina Sanzioni)</source>
        <translation>Ctrl+Enter	Confirm a sanction (Sanctions page)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="539" />
        <source>Ctrl+D	Score inserito mano per mano (pagina Risultati)</source>
        <translation>Ctrl+D	Score sheet entered deal by deal (Results page)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="543" />
        <source>Scorciatoie da tastiera</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="556" />
        <source>Classifica di un circuito</source>
        <translation>Circuit standings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/main_window.py" line="578" />
        <source>Informazioni su FIBur Director</source>
        <translation>About FIBur Director</translation>
    </message>
</context>
<context>
    <name>PdfPreview</name>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="208" />
        <source>Salva in PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
</context>
<context>
    <name>PlanEditor</name>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="20" />
        <source>Mitchell</source>
        <translation>Mitchell</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="21" />
        <source>danese puro: ammessi reincontri</source>
        <translation>pure Danish: repeat meetings allowed</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="22" />
        <source>danese modificato</source>
        <translation>modified Danish</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="23" />
        <source>danese senza reincontri</source>
        <translation>Danish without repeats</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="24" />
        <source>all'italiana (girone)</source>
        <translation>round robin (group)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="25" />
        <source>giallo</source>
        <translation>giallo</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="27" />
        <source>Turno</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="27" />
        <source>Metodo</source>
        <translation>Method</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="27" />
        <source>Gironi da</source>
        <translation>Groups of</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="31" />
        <source>Prima di questo turno la classifica si divide in gironi di merito di tante formazioni</source>
        <translation>Before this round the standings split into merit groups of this many entries</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="56" />
        <source>nessuno</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/plan_editor.py" line="135" />
        <source>gironi di merito da %1</source>
        <translation>merit groups of %1</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../../fibur_director/ui/practice.py" line="48" />
        <source>Torneo di prova riaperto com'era.</source>
        <translation>Practice tournament reopened as it was.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/practice.py" line="50" />
        <source>Torneo di prova pronto: turno 1 pubblicato, inserire i risultati dei tavoli.</source>
        <translation>Practice tournament ready: round 1 published, enter the tables' scores.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/practice.py" line="72" />
        <source>Prova chiusa e conservata in %1: «Prova con un torneo di esempio» la riapre.</source>
        <translation>Practice closed and kept in %1: “Try a sample tournament” reopens it.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/practice.py" line="81" />
        <location filename="../../fibur_director/ui/practice.py" line="102" />
        <source>Chiudi la prova ed eliminala</source>
        <translation>Close the practice and delete it</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/practice.py" line="82" />
        <source>Eliminare il torneo di prova con tutto ciò che vi è stato inserito e tornare al proprio archivio?

%1</source>
        <translation>Delete the practice tournament with everything entered in it and go back to your own archive?

%1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/practice.py" line="88" />
        <source>Elimina la prova</source>
        <translation>Delete the practice</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/practice.py" line="89" />
        <source>Continua la prova</source>
        <translation>Keep practising</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/practice.py" line="107" />
        <source>Torneo di prova eliminato; di nuovo sul proprio archivio.</source>
        <translation>Practice tournament deleted; back on your own archive.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="247" />
        <source>le pagine in sala sono pubblicate solo su questo computer: i telefoni non le raggiungono</source>
        <translation>the room's pages are published on this computer only: no phone reaches them</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="252" />
        <source>le pagine in sala non sono pubblicate</source>
        <translation>the room's pages are not published</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="257" />
        <source>Codici per i telefoni</source>
        <translation>Codes for the phones</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="258" />
        <source>Gli score del turno portano i codici per inviare il referto dal telefono, con il QR code dell'indirizzo della sala; ma %1. Scegliere prima la rete della sala (Wi-Fi) e pubblicare, o stampare gli score senza i codici?</source>
        <translation>The round's score sheets carry the codes for sending the sheet from a phone, with the QR code of the room's address; but %1. Choose the room's network (Wi-Fi) and publish first, or print the sheets without the codes?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="265" />
        <source>Scegli la rete della sala</source>
        <translation>Choose the room's network</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="266" />
        <source>Stampa senza codici</source>
        <translation>Print without codes</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="267" />
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="278" />
        <source>Score senza i codici dei telefoni: %1.</source>
        <translation>Score sheets without the phone codes: %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="282" />
        <source>Senza l'indirizzo della sala: %1.</source>
        <translation>Without the room's address: %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="310" />
        <source>Scritto %1.</source>
        <translation>Written %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/printing.py" line="312" />
        <source>Mandato in stampa: %1 pagine.</source>
        <translation>Sent to the printer: %1 pages.</translation>
    </message>
</context>
<context>
    <name>PrizeListDialog</name>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="52" />
        <source>Elenco dei premi</source>
        <translation>Prize list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="54" />
        <source>Premio</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="55" />
        <source>Posti</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="56" />
        <source>Categoria</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="57" />
        <source>Girone</source>
        <translation>Group</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="58" />
        <source>Turni</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="59" />
        <source>Dal fondo</source>
        <translation>From the bottom</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="61" />
        <source>Un solo premio per formazione (il primo nell'ordine dell'elenco)</source>
        <translation>One prize per entry (the first in the list's order)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="65" />
        <source>quella del giocatore migliore</source>
        <translation>its better player's</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="66" />
        <source>quella del giocatore peggiore</source>
        <translation>its worse player's</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="69" />
        <source>premiati tutti</source>
        <translation>all awarded</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="70" />
        <source>l'ordine della classifica</source>
        <translation>the standings' order</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="81" />
        <source>Categoria: una o più, separate da virgole (C, D). Girone: la lettera di un girone di merito. Turni: la classifica sui soli turni indicati (4, 5). Dal fondo: gli ultimi posti.</source>
        <translation>Category: one or more, separated by commas (C, D). Group: a merit group's letter. Rounds: the standings over those rounds only (4, 5). From the bottom: the last places.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="85" />
        <source>&amp;Aggiungi</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="88" />
        <source>&amp;Togli</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="90" />
        <source>S&amp;u</source>
        <translation>&amp;Up</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="92" />
        <source>&amp;Giù</source>
        <translation>Do&amp;wn</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="94" />
        <source>Apri &amp;file…</source>
        <translation>Open &amp;file…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="96" />
        <source>Scri&amp;vi file…</source>
        <translation>Wri&amp;te file…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="98" />
        <source>A&amp;nteprima</source>
        <translation>Pre&amp;view</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="101" />
        <source>&amp;Predefinito</source>
        <translation>De&amp;fault</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="102" />
        <source>Torna all'elenco predefinito: i primi di ogni girone</source>
        <translation>Back to the default list: the first of each group</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="104" />
        <source>&amp;Salva</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="108" />
        <source>&amp;Chiudi</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="116" />
        <source>Categoria di una coppia</source>
        <translation>A pair's category</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="117" />
        <source>Pari merito all'ultimo posto premiato</source>
        <translation>Tied at the last place awarded</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="134" />
        <source>Premiati con questo elenco, sulla classifica di adesso:</source>
        <translation>Awarded by this list, on the standings as they are now:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="157" />
        <source>Il torneo non ha un elenco suo: è mostrato quello predefinito.</source>
        <translation>The tournament has no list of its own: the default one is shown.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="250" />
        <source>riga %1, %2</source>
        <translation>row %1, %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="265" />
        <source>Anteprima: l'elenco non è ancora salvato.</source>
        <translation>Preview: the list is not saved yet.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="277" />
        <source>Nessuna modifica da salvare: il torneo ha già questo elenco.</source>
        <translation>Nothing to save: the tournament already has this list.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="280" />
        <source>Elenco dei premi salvato (Ctrl+Z lo annulla).</source>
        <translation>Prize list saved (Ctrl+Z undoes it).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="288" />
        <source>La classifica finale è già definitiva: i «Premiati» stampati ora possono differire da quelli consegnati.</source>
        <translation>The final standings are already definitive: a «Premiati» printed now may differ from the one handed out.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="304" />
        <source>Qui Ctrl+Z annulla solo un elenco dei premi salvato: l'ultima azione del torneo è un'altra, si annulla dalla finestra principale.</source>
        <translation>Here Ctrl+Z undoes only a saved prize list: the tournament's latest action is another one, undone from the main window.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="314" />
        <source>Annullato: l'elenco dei premi è tornato com'era prima del salvataggio.</source>
        <translation>Undone: the prize list is back as it was before the save.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="329" />
        <source>Modifiche non salvate</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="330" />
        <source>L'elenco dei premi ha modifiche non salvate: chiudendo si perdono.</source>
        <translation>The prize list has unsaved changes: closing loses them.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="331" />
        <source>Chiudi senza salvare</source>
        <translation>Close without saving</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="331" />
        <source>Torna all'elenco</source>
        <translation>Back to the list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="350" />
        <source>Apri un elenco dei premi</source>
        <translation>Open a prize list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="350" />
        <location filename="../../fibur_director/ui/prizes.py" line="369" />
        <source>Elenco dei premi (*.toml)</source>
        <translation>Prize list (*.toml)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="361" />
        <source>Letto %1: «Salva» lo tiene per il torneo.</source>
        <translation>Read %1: “Save” keeps it for the tournament.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="369" />
        <source>Scrivi l'elenco dei premi</source>
        <translation>Write the prize list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="380" />
        <source>Scritto %1.</source>
        <translation>Written %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/prizes.py" line="398" />
        <source>nessun premiabile</source>
        <translation>nobody eligible</translation>
    </message>
</context>
<context>
    <name>RegistrationPage</name>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="56" />
        <source>Cerca per cognome, nome, tessera o circolo…</source>
        <translation>Search by surname, name, card or club…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="62" />
        <source>Cognome</source>
        <translation>Surname</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="63" />
        <source>Nome</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="64" />
        <source>Tessera</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="65" />
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="68" />
        <location filename="../../fibur_director/ui/registration_page.py" line="303" />
        <source>Iscritto</source>
        <translation>Registered</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="96" />
        <source>Aggi&amp;ungi all'archivio</source>
        <translation>&amp;Add to the archive</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="98" />
        <source>Salva le modific&amp;he al giocatore scelto</source>
        <translation>Save changes to the chosen pla&amp;yer</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="100" />
        <source>Im&amp;porta un elenco giocatori (xlsx, csv)…</source>
        <translation>Im&amp;port a player list (xlsx, csv)…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="107" />
        <source>Importa solo le righe valide</source>
        <translation>Import the valid rows only</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="112" />
        <source>Co&amp;gnome</source>
        <translation>Sur&amp;name</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="113" />
        <source>N&amp;ome</source>
        <translation>Na&amp;me</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="114" />
        <source>&amp;Tessera</source>
        <translation>&amp;Card</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="115" />
        <source>Ci&amp;rcolo</source>
        <translation>Cl&amp;ub</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="123" />
        <location filename="../../fibur_director/ui/registration_page.py" line="303" />
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="127" />
        <source>Archivio giocatori</source>
        <translation>Player archive</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="136" />
        <source>nome della formazione (facoltativo)</source>
        <translation>entry name (optional)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="137" />
        <source>&amp;Iscrivi (Ctrl+Invio)</source>
        <translation>&amp;Register (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="139" />
        <source>Svuota</source>
        <translation>Clear</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="143" />
        <location filename="../../fibur_director/ui/registration_page.py" line="303" />
        <location filename="../../fibur_director/ui/registration_page.py" line="305" />
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="143" />
        <location filename="../../fibur_director/ui/registration_page.py" line="305" />
        <source>Formazione</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="143" />
        <location filename="../../fibur_director/ui/registration_page.py" line="305" />
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="143" />
        <location filename="../../fibur_director/ui/registration_page.py" line="303" />
        <location filename="../../fibur_director/ui/registration_page.py" line="305" />
        <source>Stato</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="150" />
        <source>per litigio (esclusa)</source>
        <translation>after a quarrel (excluded)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="151" />
        <location filename="../../fibur_director/ui/registration_page.py" line="300" />
        <source>Ritira &amp;la formazione scelta</source>
        <translation>&amp;Withdraw the chosen entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="154" />
        <source>&amp;Sostituisci con il giocatore scelto in archivio</source>
        <translation>&amp;Substitute with the player chosen in the archive</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="158" />
        <location filename="../../fibur_director/ui/registration_page.py" line="297" />
        <source>Nuova formazione</source>
        <translation>New entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="167" />
        <source>Ritiri e sostituzioni</source>
        <translation>Withdrawals and substitutions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="170" />
        <source>dal turno</source>
        <translation>from round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="178" />
        <source>esce</source>
        <translation>leaving</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="184" />
        <source>Iscritti</source>
        <translation>Entries</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="225" />
        <source> (iscrizione tardiva)</source>
        <translation> (late entry)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="229" />
        <source> · arrivati %1/%2</source>
        <translation> · arrived %1/%2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="275" />
        <source>n. %1</source>
        <translation>no. %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="276" />
        <source>non in elenco</source>
        <translation>not in the list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="283" />
        <source>dall'elenco</source>
        <translation>from the list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="297" />
        <source>Nuovo iscritto</source>
        <translation>New entrant</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="300" />
        <source>Ritira &amp;l'iscritto scelto</source>
        <translation>&amp;Withdraw the chosen player</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="317" />
        <source>Giocatori scelti: %1</source>
        <translation>Players chosen: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="320" />
        <source>Scegliere il giocatore dall'archivio: Invio sul giocatore lo iscrive.</source>
        <translation>Choose the player in the archive: Enter on the player registers them.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="323" />
        <source>Scegliere i giocatori dall'archivio (Invio sul giocatore).</source>
        <translation>Choose the players from the archive (Enter on a player).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="388" />
        <source>Giocatore aggiunto all'archivio.</source>
        <translation>Player added to the archive.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="408" />
        <source>Scegliere prima un giocatore nell'archivio.</source>
        <translation>Choose a player in the archive first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="419" />
        <source>Giocatore modificato.</source>
        <translation>Player edited.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="427" />
        <location filename="../../fibur_director/ui/registration_page.py" line="435" />
        <source>Aprire prima un torneo.</source>
        <translation>Open a tournament first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="439" />
        <source>%1 è già nella formazione.</source>
        <translation>%1 is already in the entry.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="464" />
        <source>Se iscritta: %1.</source>
        <translation>If registered: %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="468" />
        <source>Iscrizione in ritardo</source>
        <translation>Late entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="469" />
        <source>L'organizzatore ammette comunque questa formazione?</source>
        <translation>Does the organiser admit this entry all the same?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="491" />
        <source>Iscritto il giocatore n. %1.</source>
        <translation>Registered player no. %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="493" />
        <source>Iscritta la formazione n. %1.</source>
        <translation>Entry no. %1 registered.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="505" />
        <source>Scegliere prima una formazione.</source>
        <translation>Choose an entry first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="516" />
        <source>Ritiro</source>
        <translation>Withdrawal</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="517" />
        <source>Confermare il ritiro?</source>
        <translation>Confirm the withdrawal?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="520" />
        <source>Ritiro annullato: nulla è cambiato.</source>
        <translation>Withdrawal cancelled: nothing changed.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="525" />
        <source>Formazione %1 ritirata.</source>
        <translation>Entry %1 withdrawn.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="530" />
        <source>La formazione %1 si ritira dal turno %2 (%3); i turni già giocati restano come sono.</source>
        <translation>Entry %1 withdraws from round %2 (%3); the rounds already played stay as they are.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="536" />
        <source>Per litigio: perde quel turno con 0 PV ed è esclusa dal torneo.</source>
        <translation>After a quarrel: it loses that round with 0 VP and is out of the tournament.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="541" />
        <source>Nei turni %1–%2 è assente: %3 PV e %4 MP nei primi %5 turni di assenza, poi %6 PV e %7 MP.</source>
        <translation>In rounds %1–%2 it is absent: %3 VP and %4 MP in its first %5 absent rounds, then %6 VP and %7 MP.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="553" />
        <source>Ogni avversario che l'avrebbe incontrata: %1 PV e %2 MP.</source>
        <translation>Every opponent it would have met: %1 VP and %2 MP.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="561" />
        <source>Turno %1, formazione %2: %3 → %4 PV</source>
        <translation>Round %1, entry %2: %3 → %4 VP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="577" />
        <source>Scegliere la formazione, il giocatore che esce e, in archivio, quello che entra.</source>
        <translation>Choose the entry, the player leaving and, in the archive, the one joining.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="588" />
        <source>Sostituzione registrata.</source>
        <translation>Substitution recorded.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="594" />
        <source>Elenco giocatori</source>
        <translation>Player list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="594" />
        <source>Elenchi (*.xlsx *.csv *.txt)</source>
        <translation>Lists (*.xlsx *.csv *.txt)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="625" />
        <source>Nulla importato: colonne non riconosciute: %1.</source>
        <translation>Nothing imported: columns not recognised: %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="637" />
        <source>riga %1: %2</source>
        <translation>line %1: %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="645" />
        <source>Importa solo le %1 righe valide</source>
        <translation>Import the %1 valid rows only</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="649" />
        <source>%1 righe scartate: nulla è stato importato.</source>
        <translation>%1 rows rejected: nothing was imported.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/registration_page.py" line="667" />
        <source>%1 giocatori importati.</source>
        <translation>%1 players imported.</translation>
    </message>
<message><source>in gara</source><translation>playing</translation></message><message><source>ritirato</source><translation>withdrawn</translation></message><message><source>escluso</source><translation>excluded</translation></message></context>
<context>
    <name>RosterImport</name>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="50" />
        <source>Nessun elenco tesserati</source>
        <translation>No member list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="51" />
        <source>Elenco tesserati del %1</source>
        <translation>Member list of %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="81" />
        <source>%1 tesserati, dal file %2</source>
        <translation>%1 members, from the file %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="188" />
        <source>Elenco tesserati</source>
        <translation>Member list</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="190" />
        <source>Elenchi (*.xlsx *.csv *.txt)</source>
        <translation>Lists (*.xlsx *.csv *.txt)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="212" />
        <source>Nulla importato: righe scartate.</source>
        <translation>Nothing imported: rows rejected.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="214" />
        <source>Elenco tesserati del %1 in uso: %2 tesserati; aggiornati %3 giocatori dell'archivio (categoria di %4, punti di %5).</source>
        <translation>Member list of %1 in use: %2 members; %3 archive players refreshed (category of %4, points of %5).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="220" />
        <source>Elenco tesserati del %1 in uso: %2 tesserati; aggiornato un giocatore dell'archivio (categoria di %4, punti di %5).</source>
        <translation>Member list of %1 in use: %2 members; one archive player refreshed (category of %4, points of %5).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/roster.py" line="226" />
        <source>Elenco tesserati del %1 in uso: %2 tesserati; nessun giocatore dell'archivio cambia categoria o punti.</source>
        <translation>Member list of %1 in use: %2 members; no archive player's category or points changed.</translation>
    </message>
</context>
<context>
    <name>RoundClock</name>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="96" />
        <location filename="../../fibur_director/ui/round_clock.py" line="161" />
        <source>Avvia</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="97" />
        <source>−1′</source>
        <translation>−1′</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="98" />
        <source>+1′</source>
        <translation>+1′</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="99" />
        <source>Un minuto in meno (F7)</source>
        <translation>One minute less (F7)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="100" />
        <source>Un minuto in più (F8)</source>
        <translation>One minute more (F8)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="101" />
        <source>Avvia o ferma l'orologio del turno (F9)</source>
        <translation>Start or stop the round clock (F9)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="107" />
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="151" />
        <source>TEMPO SCADUTO</source>
        <translation>TIME IS UP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_clock.py" line="161" />
        <source>Pausa</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="88" />
        <source>mitchell</source>
        <translation>Mitchell</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="89" />
        <source>danese</source>
        <translation>Danish</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="90" />
        <source>danese modificato</source>
        <translation>modified Danish</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="91" />
        <source>danese senza reincontri</source>
        <translation>Danish without repeats</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="92" />
        <source>all'italiana</source>
        <translation>round robin</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="93" />
        <source>modificato a mano</source>
        <translation>edited by hand</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="94" />
        <source>giallo</source>
        <translation>giallo</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="171" />
        <source>tarocchi</source>
        <translation>tarot</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="97" />
        <source>secondo il piano</source>
        <translation>as planned</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="104" />
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="294" />
        <source>sorteggio</source>
        <translation>draw</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="105" />
        <source>alfabetico</source>
        <translation>alphabetical</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="106" />
        <source>ordine d'iscrizione</source>
        <translation>registration order</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="107" />
        <source>punti ranking</source>
        <translation>ranking points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="108" />
        <source>categoria</source>
        <translation>category</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="52" />
        <source>&amp;Proponi il turno</source>
        <translation>&amp;Propose the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="55" />
        <source>P&amp;ubblica</source>
        <translation>P&amp;ublish</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="58" />
        <source>&amp;Chiudi il turno</source>
        <translation>&amp;Close the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="193" />
        <location filename="../../fibur_director/ui/round_page.py" line="64" />
        <source>Stampa gli sc&amp;ore</source>
        <translation>Print sc&amp;ore sheets</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="160" />
        <source>Stampa la &amp;disposizione</source>
        <translation>Print the &amp;seating</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="163" />
        <source>Manifesto a caratteri grand&amp;i</source>
        <translation>Large-t&amp;ype poster</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="167" />
        <source>La disposizione in grande, da appendere al muro</source>
        <translation>The seating in large type, for the wall</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="66" />
        <source>Pacchetto de&amp;l turno</source>
        <translation>Round pac&amp;k</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="366" />
        <source>Score, disposizione e manifesto del turno in una sola stampa</source>
        <translation>Score sheets, seating and poster of the round in one print job</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="120" />
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="114" />
        <source>Tavolo</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="121" />
        <source>Girone</source>
        <translation>Group</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="122" />
        <source>Nord-Sud</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="123" />
        <source>Est-Ovest</source>
        <translation>East-West</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="140" />
        <source>Sorteggio: carta più &amp;bassa…</source>
        <translation>&amp;Lower card at the draw…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="85" />
        <source>&amp;Scambia</source>
        <translation>S&amp;wap</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="147" />
        <source>Allo stesso &amp;tavolo</source>
        <translation>Same &amp;table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="149" />
        <source>Manda a &amp;riposo la prima</source>
        <translation>Send the first to &amp;rest</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="161" />
        <source>Vedi il tur&amp;no</source>
        <translation>Show rou&amp;nd</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="206" />
        <source>Turno %1: %2; Est dà le carte per primo.</source>
        <translation>Round %1: %2; East deals first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="113" />
        <source>Metodo</source>
        <translation>Method</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="147" />
        <source>Sc&amp;hema riassuntivo</source>
        <translation>Su&amp;mmary sheets</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="128" />
        <source>Sorte&amp;ggio dei trionfi…</source>
        <translation>Trumps &amp;drawn…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="131" />
        <source>Scrivere il trionfo pescato da ogni giocatore (TAROT §2)</source>
        <translation>Type the trump each player drew (TAROT §2)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="137" />
        <source>Sort&amp;eggia il programma</source>
        <translation>Let the desk dr&amp;aw</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="141" />
        <source>Il programma sorteggia i trionfi al posto dei giocatori</source>
        <translation>The desk draws the trumps for the players</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="248" />
        <source>Le schede di turno di tutti i tavoli in una sola stampa (i posti sono sulle schede)</source>
        <translation>Every table's turn sheet in one print job (the seats are on the sheets)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="115" />
        <source>Nord</source>
        <translation>North</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="116" />
        <source>Ovest</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="117" />
        <source>Sud</source>
        <translation>South</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="118" />
        <source>Est</source>
        <translation>East</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="114" />
        <source>Primo turno</source>
        <translation>First round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="194" />
        <location filename="../../fibur_director/ui/round_page.py" line="141" />
        <source>Formazione</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="144" />
        <source>con</source>
        <translation>with</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="162" />
        <source>Stampa le schede di turn&amp;o</source>
        <translation>Print turn sheets (sc&amp;ore)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="163" />
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="165" />
        <source>Modifica (prima della pubblicazione): scambiare due giocatori</source>
        <translation>Edit (before publishing): swap two players</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="206" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="174" />
        <source>Nessun turno ancora: sorteggio dei trionfi per il turno 1.</source>
        <translation>No round yet: draw the trumps for round 1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="207" />
        <source>Nessun turno ancora: proporre il turno 1.</source>
        <translation>No round yet: propose round 1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="221" />
        <source>proposto</source>
        <translation>proposed</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="222" />
        <source>pubblicato</source>
        <translation>published</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="223" />
        <source>chiuso</source>
        <translation>closed</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="226" />
        <source>Turno %1 di %2 — %3 (%4)</source>
        <translation>Round %1 of %2 — %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="257" />
        <source>riposo</source>
        <translation>rest</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="273" />
        <source>Nessun avviso: nessuna ripetizione, nessun secondo riposo.</source>
        <translation>No warnings: no repeats, no second rests.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="197" />
        <source>seduti per il sorteggio dei trionfi: il più alto Nord al tavolo A</source>
        <translation>seated by the trumps drawn: the highest North at table A</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="201" />
        <source>seduti per la classifica provvisoria: 1°–4° al tavolo A, Nord-Ovest-Sud-Est</source>
        <translation>seated by the provisional standings: 1st–4th at table A, North-West-South-East</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="89" />
        <source>In ritardo sen&amp;za avviso: cede il posto</source>
        <translation>Late without notice: its seat goes to another (&amp;Z)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="93" />
        <source>Al tavolo sbagliato: scambio per &amp;questo turno</source>
        <translation>At the wrong table: exchanged for this round only (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="155" />
        <source>In ritardo: completa il tavolo incompleto</source>
        <translation>Late: completes the incomplete table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="97" />
        <source>Prima del sorteggio: controllo dei tesserati</source>
        <translation>Before the draw: the members' check</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="196" />
        <location filename="../../fibur_director/ui/round_page.py" line="136" />
        <source>Modifica (prima della pubblicazione, anche trascinando una formazione su un'altra; dopo, solo i casi qui sotto)</source>
        <translation>Edit (before publishing, also by dragging one entry onto another; after, only the cases below)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="244" />
        <source>(File → Importa l'elenco tesserati…)</source>
        <translation>(File → Import the member list…)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="251" />
        <source>%1 giocatori controllati sull'elenco tesserati del %2: %3 problemi.</source>
        <translation>%1 players checked against the member list of %2: %3 problems.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="253" />
        <source>%1 giocatori controllati sull'elenco tesserati del %2: nessun problema.</source>
        <translation>%1 players checked against the member list of %2: no problem.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="225" />
        <source>Sorteggio registrato: turno 1 proposto, controllare e pubblicare.</source>
        <translation>Draw recorded: round 1 proposed, check it and publish.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="288" />
        <source>Incontro %1: sorteggio dei capitani da registrare</source>
        <translation>Match %1: the captains' draw is to be recorded</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="296" />
        <source>più indietro in classifica</source>
        <translation>lower in the standings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="299" />
        <source>Incontro %1: dichiara per prima la squadra %2 (%3)</source>
        <translation>Match %1: team %2 declares first (%3)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="307" />
        <source>Art. 3 — </source>
        <translation>Art. 3 — </translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="316" />
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="322" />
        <source>Scegliere nel turno 1 il tavolo dell'incontro.</source>
        <translation>Choose the match's table in round 1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="331" />
        <source>Sorteggio dei capitani</source>
        <translation>Captains' draw</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="332" />
        <source>Squadra che ha scoperto la carta più bassa:</source>
        <translation>Team that turned up the lower card:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="342" />
        <source>Sorteggio registrato.</source>
        <translation>Draw recorded.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="314" />
        <source>Turno %1 proposto: controllare e pubblicare.</source>
        <translation>Round %1 proposed: check it and publish.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="339" />
        <source>Disposizione modificata.</source>
        <translation>Seating edited.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="345" />
        <source>Indicare le formazioni da spostare nei campi «Formazione» e «con».</source>
        <translation>Type the entries to move in the “Entry” and “with” fields.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="363" />
        <source>Indicare nei campi la formazione in ritardo e, in «con», quella che prende il suo posto.</source>
        <translation>Type the late entry in the fields and, in “with”, the one that takes its seat.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="371" />
        <source>La formazione %1 (in ritardo) ha ceduto il posto alla %2 (Art. 38).</source>
        <translation>Entry %1 (late) gave its seat to entry %2 (Art. 38).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="385" />
        <source>Indicare nel campo «Formazione» la formazione arrivata in ritardo.</source>
        <translation>Type the late entry in the “Entry” field.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="390" />
        <source>La formazione %1 completa il tavolo incompleto (Art. 39).</source>
        <translation>Entry %1 completes the incomplete table (Art. 39).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="402" />
        <source>Indicare nei campi le due formazioni che hanno giocato l'una al posto dell'altra.</source>
        <translation>Type in the fields the two entries that played at each other's places.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="410" />
        <source>Le formazioni %1 e %2 hanno giocato l'una al posto dell'altra: i risultati vanno dove hanno giocato, dal turno successivo ognuna torna al suo posto (Art. 2). Ammonire chi ha sbagliato (pagina Sanzioni).</source>
        <translation>Entries %1 and %2 played at each other's places: the results go where they played, and from the next round each returns to its own place (Art. 2). Warn the one that sat wrong (Sanctions page).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="429" />
        <source>Turno %1 pubblicato: si gioca.</source>
        <translation>Round %1 published: play.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="448" />
        <source>Risultati da verificare</source>
        <translation>Scores to be checked</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="451" />
        <source>Il turno %1 ha un risultato insolito non ancora verificato sul foglio: tavolo %2.
Verificarlo (pagina Risultati) prima di chiudere?</source>
        <translation>Round %1 has an implausible score not yet checked on the sheet: table %2.
Check it (Scores page) before closing?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="456" />
        <source>Il turno %1 ha risultati insoliti non ancora verificati sul foglio: tavoli %2.
Verificarli (pagina Risultati) prima di chiudere?</source>
        <translation>Round %1 has implausible scores not yet checked on the sheet: tables %2.
Check them (Scores page) before closing?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="462" />
        <source>Chiudi comunque</source>
        <translation>Close anyway</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="462" />
        <source>Torna a verificare</source>
        <translation>Go back and check</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="467" />
        <source>Turno %1 non chiuso: da verificare sul foglio: %2.</source>
        <translation>Round %1 not closed: to be checked on the sheet: %2.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="477" />
        <source>Turno %1 chiuso; copia di sicurezza fatta.</source>
        <translation>Round %1 closed; backup taken.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="236" />
        <source>Schede di turno del turno</source>
        <translation>Turn sheets of round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="349" />
        <source>Score del turno</source>
        <translation>Score sheets of the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="257" />
        <source>Schema riassuntivo dopo il turno</source>
        <translation>Summary sheets after round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="375" />
        <source>Disposizione del turno</source>
        <translation>Seating of the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="387" />
        <source>Manifesto della disposizione</source>
        <translation>Seating poster</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/round_panel.py" line="358" />
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="244" />
        <source>Pacchetto del turno</source>
        <translation>Round pack</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/round_page.py" line="509" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>SanctionsPage</name>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="54" />
        <source>Ammonizione</source>
        <translation>Warning</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="55" />
        <source>Ritardo</source>
        <translation>Lateness</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="56" />
        <source>Assenza</source>
        <translation>Absence</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="57" />
        <source>Abbandono del torneo</source>
        <translation>Withdrawal from the tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="58" />
        <source>Abbandono durante il turno</source>
        <translation>Left during the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="59" />
        <source>Score smarrito</source>
        <translation>Lost score sheet</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="60" />
        <source>Tavolo sospeso per scorrettezza</source>
        <translation>Table suspended for misconduct</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="61" />
        <source>Tavolo abbandonato da entrambe</source>
        <translation>Table abandoned by both</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="62" />
        <source>Differenza non monitorata</source>
        <translation>Unmonitored difference</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="63" />
        <source>Decisione arbitrale (punti assegnati)</source>
        <translation>Referee's award (points)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="64" />
        <source>Correzione annullata: 7-7 a entrambe</source>
        <translation>Correction cancelled: 7-7 to both</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="85" />
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="90" />
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="224" />
        <source>per litigio</source>
        <translation>after a quarrel</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="95" />
        <source>es. Art. 21, o regola del circolo</source>
        <translation>e.g. Art. 21, or a club rule</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="96" />
        <source>&amp;Conferma (Ctrl+Invio)</source>
        <translation>&amp;Confirm (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="106" />
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="142" />
        <source>Formazione</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="107" />
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="143" />
        <source>Turno</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="108" />
        <source>PV prima</source>
        <translation>VP before</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="109" />
        <source>PV dopo</source>
        <translation>VP after</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="110" />
        <source>MP prima</source>
        <translation>MP before</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="111" />
        <source>MP dopo</source>
        <translation>MP after</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="119" />
        <source>&amp;Sanzione</source>
        <translation>&amp;Sanction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="120" />
        <source>F&amp;ormazione</source>
        <translation>Entr&amp;y</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="121" />
        <source>T&amp;urno</source>
        <translation>R&amp;ound</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="122" />
        <source>&amp;Tavolo</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="123" />
        <source>Minuti di ritar&amp;do</source>
        <translation>Minutes &amp;late</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="124" />
        <source>&amp;Punti assegnati</source>
        <translation>&amp;Points awarded</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="125" />
        <source>&amp;Infrazione</source>
        <translation>&amp;Infraction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="129" />
        <source>Nuova sanzione</source>
        <translation>New sanction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="132" />
        <source>Effetto prima della conferma:</source>
        <translation>Effect before confirming:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="141" />
        <source>Sanzione</source>
        <translation>Sanction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="144" />
        <source>Tavolo</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="145" />
        <source>Dettaglio</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="146" />
        <source>Articolo</source>
        <translation>Article</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="150" />
        <source>&amp;Rimuovi la sanzione scelta</source>
        <translation>&amp;Remove the chosen sanction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="153" />
        <source>Sanzioni registrate</source>
        <translation>Sanctions recorded</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="191" />
        <source>Altro motivo (scriverlo nella nota, con l'articolo)</source>
        <translation>Another reason (write it in the note, with its article)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="220" />
        <source>%1 minuti</source>
        <translation>%1 minutes</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="222" />
        <source>%1 punti</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="288" />
        <source>Scrivere il motivo nella nota e il suo articolo.</source>
        <translation>Write the reason in the note and its article.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="329" />
        <source>Ammonizione n. %1 per la formazione %2: </source>
        <translation>Warning no. %1 for entry %2: </translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="334" />
        <source>toglie %1 PV in classifica (%2).</source>
        <translation>takes %1 VP off the standings (%2).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="337" />
        <source>nessun PV tolto ora (ogni %1 ammonizioni, %2 PV; %3).</source>
        <translation>no VP taken now (every %1 warnings, %2 VP; %3).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="342" />
        <source>Nessun punteggio cambia (il tavolo non ha ancora un risultato, o la sanzione non lo tocca).</source>
        <translation>No score changes (the table has no result yet, or the sanction does not touch it).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="344" />
        <source>Cambiano %1 punteggi:</source>
        <translation>%1 scores change:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="282" />
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="355" />
        <source>Indicare la formazione.</source>
        <translation>Give the entry.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="127" />
        <source>&amp;Nota (o motivo)</source>
        <translation>&amp;Note (or reason)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="128" />
        <source>Artico&amp;lo</source>
        <translation>&amp;Article</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="378" />
        <source>Sanzione registrata.</source>
        <translation>Sanction recorded.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="391" />
        <source>Scegliere prima una sanzione nell'elenco.</source>
        <translation>Choose a sanction in the list first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/sanctions_page.py" line="394" />
        <source>Sanzione rimossa.</source>
        <translation>Sanction removed.</translation>
    </message>
</context>
<context>
    <name>ScoreEntryPage</name>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="54" />
        <source>manca</source>
        <translation>missing</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="55" />
        <source>inserito</source>
        <translation>entered</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="56" />
        <source>da verificare</source>
        <translation>to be checked</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="57" />
        <source>corretto</source>
        <translation>corrected</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="58" />
        <source>deciso da sanzione</source>
        <translation>decided by a sanction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="60" />
        <source>dal tavolo, da confermare</source>
        <translation>from the table, to be confirmed</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="63" />
        <source>dal tavolo, da verificare</source>
        <translation>from the table, to be checked</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="66" />
        <source>stesso telefono</source>
        <translation>same phone</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="118" />
        <source>&amp;Dettaglio smazzate (Ctrl+D)</source>
        <translation>&amp;Deal by deal (Ctrl+D)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="122" />
        <source>Smazzate (Nord-Sud, Est-Ovest)</source>
        <translation>Deals (North-South, East-West)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="127" />
        <source>Referti dai telefoni</source>
        <translation>Sheets from the phones</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="138" />
        <source>Tavolo</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="139" />
        <source>Nord-Sud</source>
        <translation>North-South</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="140" />
        <source>Est-Ovest</source>
        <translation>East-West</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="141" />
        <source>Punti NS</source>
        <translation>NS points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="142" />
        <source>Punti EO</source>
        <translation>EW points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="143" />
        <source>PV NS</source>
        <translation>NS VP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="144" />
        <source>PV EO</source>
        <translation>EW VP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="145" />
        <source>Stato</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="156" />
        <source>Verificato sul f&amp;oglio</source>
        <translation>Chec&amp;ked on the sheet</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="159" />
        <source>Il risultato insolito del tavolo scelto è stato confrontato con il foglio: resta com'è.</source>
        <translation>The implausible score of the chosen table was compared with the sheet: it stays as it is.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="166" />
        <source>Stampa i &amp;risultati del turno</source>
        <translation>&amp;Print the round's results</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="169" />
        <source>Doppia di&amp;gitazione</source>
        <translation>T&amp;ype twice</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="172" />
        <source>Ogni foglio si scrive due volte; si registra solo se le due volte coincidono.</source>
        <translation>Every sheet is typed twice; it is saved only when both typings agree.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="180" />
        <source>&amp;Tavolo</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="181" />
        <source>Punti &amp;Nord-Sud</source>
        <translation>&amp;North-South points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="182" />
        <source>Punti &amp;Est-Ovest</source>
        <translation>E&amp;ast-West points</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="193" />
        <source>Tavolo ⏎  punti NS ⇥  punti EO ⏎ — il cursore passa al tavolo mancante successivo.</source>
        <translation>Table ⏎  NS points ⇥  EW points ⏎ — the cursor moves to the next missing table.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="200" />
        <source>T&amp;urno</source>
        <translation>R&amp;ound</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="229" />
        <source>&amp;Lista del turno</source>
        <translation>&amp;List of the round</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="230" />
        <source>Ta&amp;bellone</source>
        <translation>&amp;Board</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="241" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="264" />
        <source>Nessun turno pubblicato.</source>
        <translation>No round published.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="277" />
        <source> (chiuso: ogni cambio è una correzione)</source>
        <translation> (closed: every change is a correction)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="278" />
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="811" />
        <source>Risultati del turno %1</source>
        <translation>Scores of round %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="305" />
        <source>Manca il tavolo %1</source>
        <translation>Table %1 is missing</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="308" />
        <source>Mancano %1 tavoli: %2</source>
        <translation>%1 tables missing: %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="313" />
        <source>Tutti i tavoli hanno il risultato: il turno si può chiudere.</source>
        <translation>Every table has its result: the round can be closed.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="320" />
        <source>Da verificare sul foglio: %1.</source>
        <translation>To be checked on the sheet: %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="322" />
        <source>Da verificare, i telefoni non coincidono: %1.</source>
        <translation>To check, the phones disagree: %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="373" />
        <source>Referti dai telefoni: non coincidono</source>
        <translation>Sheets from the phones: they disagree</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="375" />
        <source>Referto dai telefoni: in attesa dell'altra linea</source>
        <translation>Sheet from the phones: waiting for the other line</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="377" />
        <source>Referto dai telefoni</source>
        <translation>Sheet from the phones</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="381" />
        <source>Smazzata %1</source>
        <translation>Deal %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="382" />
        <source>&lt;b&gt;Totale&lt;/b&gt;</source>
        <translation>&lt;b&gt;Total&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="384" />
        <source>&lt;b&gt;%1 ha inviato&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 sent&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="394" />
        <source>Prendi questo (%1)</source>
        <translation>Take this one (%1)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="443" />
        <source>NS: %1 · EO: %2</source>
        <translation>NS: %1 · EW: %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="461" />
        <source>Turno %1, tavolo %2: referto dai telefoni annullato; il risultato si inserisce al banco.</source>
        <translation>Round %1, table %2: the sheet from the phones undone; the result is entered at the desk.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="575" />
        <source>Il turno %1 non ha il tavolo %2.</source>
        <translation>Round %1 has no table %2.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="586" />
        <source>Tavolo %1 — NS: %2 · EO: %3</source>
        <translation>Table %1 — NS: %2 · EW: %3</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="599" />
        <source>Risultato insolito, da verificare sul foglio: correggerlo, o «Verificato sul foglio».</source>
        <translation>Implausible score, to be checked on the sheet: correct it, or “Checked on the sheet”.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="604" />
        <source>%1 quello di %2</source>
        <translation>%1 takes %2's</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="610" />
        <source>I telefoni non coincidono: %1; oppure scrivere il referto di carta.</source>
        <translation>The phones disagree: %1; or type the paper sheet.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="616" />
        <source>Dai telefoni: F2 prende quello inviato; oppure scrivere il referto di carta.</source>
        <translation>From the phones: F2 takes the one sent; or type the paper sheet.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="628" />
        <source>Scrivere i punti (anche 0).</source>
        <translation>Type the points (0 too).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="632" />
        <source>%1 non è un multiplo di 5: i punti del burraco lo sono sempre.</source>
        <translation>%1 is not a multiple of 5: burraco points always are.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="645" />
        <source>Scrivere i punti di ogni smazzata (anche 0).</source>
        <translation>Type the points of every deal (0 too).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="673" />
        <source>Risultato insolito</source>
        <translation>Implausible score</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="674" />
        <source>Tavolo %1: %2 – %3 sembra insolito:
%4

È proprio quello scritto sul foglio?</source>
        <translation>Table %1: %2 – %3 looks implausible:
%4

Is it really what the sheet says?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="680" />
        <source>Sì, verificato sul foglio: salva</source>
        <translation>Yes, checked on the sheet: save</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="681" />
        <source>Salva da verificare</source>
        <translation>Save, to be checked</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="682" />
        <source>No, correggo</source>
        <translation>No, I will correct it</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="689" />
        <source>Non salvato: correggere i punti.</source>
        <translation>Not saved: correct the points.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="698" />
        <source>Il tavolo %1 ha già il risultato %2 – %3. Gli avversari confermano la correzione (Art. 20)?</source>
        <translation>Table %1 already has the result %2 – %3. Do the opponents confirm the correction (Art. 20)?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="710" />
        <source>Questa correzione richiede la controfirma dell'arbitro. Controfirmata?</source>
        <translation>This correction needs the referee's countersignature. Countersigned?</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="773" />
        <source>Tavolo %1: prima digitazione presa; scrivere di nuovo il foglio.</source>
        <translation>Table %1: first typing taken; type the sheet again.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="782" />
        <source>Tavolo %1: le due digitazioni non coincidono; nulla è salvato, riscrivere il foglio.</source>
        <translation>Table %1: the two typings differ; nothing is saved, type the sheet again.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="829" />
        <source>Tavolo %1: risultato verificato sul foglio.</source>
        <translation>Table %1: score checked on the sheet.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="834" />
        <source>Correzione</source>
        <translation>Correction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="842" />
        <source>Registrato da verificare: il tavolo %1 resta segnato finché non si verifica il foglio.</source>
        <translation>Saved, to be checked: table %1 stays marked until its sheet is checked.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="849" />
        <source>Tavolo %1: PV %2 – %3</source>
        <translation>Table %1: VP %2 – %3</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="855" />
        <source>Registrato: NS %1 PV, EO %2 PV.</source>
        <translation>Recorded: NS %1 VP, EW %2 VP.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/score_entry_page.py" line="863" />
        <source>Registrato; risultato invertito: %1 e %2 si scambiano il posto nel turno successivo (Art. 19).</source>
        <translation>Recorded; result inverted: %1 and %2 swap places in the next round (Art. 19).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_entry_panel.py" line="38" />
        <source>le due linee hanno inviato e confermato dallo stesso telefono: controllare il foglio di carta firmato</source>
        <translation>both lines sent and confirmed from the same phone: check the signed paper sheet</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_entry_panel.py" line="48" />
        <source>%1 ha inviato %2 – %3</source>
        <translation>%1 sent %2 – %3</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_entry_panel.py" line="57" />
        <source>concordato dalle due linee, non registrato: inserirlo al banco</source>
        <translation>agreed by both lines, not recorded: enter it at the desk</translation>
    </message>
</context>
<context>
    <name>SitePanel</name>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="37" />
        <source>Sito del circolo</source>
        <translation>Club web site</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="43" />
        <source>Salva e pubblica</source>
        <translation>Save and publish</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="45" />
        <source>Pubblica ora</source>
        <translation>Publish now</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="47" />
        <source>Non pubblicare più qui</source>
        <translation>Stop publishing here</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="54" />
        <source>Indirizzo</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="55" />
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="93" />
        <source>Nessun sito: le pagine restano in sala.</source>
        <translation>No site: the pages stay in the room.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="98" />
        <source>invio in corso…</source>
        <translation>sending…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="129" />
        <source>Password tenuta solo fino alla chiusura del programma: %1</source>
        <translation>Password kept only until the program closes: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="134" />
        <source>Password conservata nel portachiavi del sistema.</source>
        <translation>Password kept in the system keyring.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/site_panel.py" line="166" />
        <source>Il sito non riceverà più le pagine di questo torneo.</source>
        <translation>The site will no longer receive this tournament's pages.</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="39" />
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="31" />
        <source>Pos.</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="40" />
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="32" />
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="41" />
        <source>Formazione</source>
        <translation>Entry</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="42" />
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="43" />
        <source>PV</source>
        <translation>VP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="44" />
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="45" />
        <source>PV tolti</source>
        <translation>VP off</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="46" />
        <source>Ammonizioni</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="47" />
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="57" />
        <source>Girone</source>
        <translation>Group</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="48" />
        <source>Stato</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="33" />
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="34" />
        <source>Jochi</source>
        <translation>Jochi</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="35" />
        <source>Coeff. chiamata</source>
        <translation>Call coeff.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="36" />
        <source>Coeff. impegno</source>
        <translation>Commitment coeff.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="37" />
        <source>Pigliate</source>
        <translation>Pigliate</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="38" />
        <source>Smazzate</source>
        <translation>Deals</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="39" />
        <source>Parità decisa da</source>
        <translation>Tie broken by</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="29" />
        <source>Pubblica &amp;provvisoria</source>
        <translation>Publish pro&amp;visional</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="31" />
        <source>Pubblica fi&amp;nale</source>
        <translation>Publish fi&amp;nal</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="33" />
        <source>&amp;Stampa (PDF)</source>
        <translation>&amp;Print (PDF)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="53" />
        <source>Stampa le san&amp;zioni</source>
        <translation>Print the sanctions repor&amp;t</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="35" />
        <source>Esporta in &amp;Excel</source>
        <translation>Export to E&amp;xcel</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="37" />
        <source>File per la fe&amp;derazione…</source>
        <translation>Fe&amp;deration file…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="109" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="113" />
        <source>Direttore di gara: %1</source>
        <translation>Referee: %1</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="116" />
        <source>Direttore di gara non indicato (pagina Torneo): la classifica stampata non lo nomina.</source>
        <translation>No referee given (Tournament page): the printed standings name none.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="82" />
        <source>tutti</source>
        <translation>all</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="91" />
        <source>Classifica per jochi; a parità decide, nell'ordine: %1 (%2). Evidenziate le righe la cui parità con la precedente è decisa da un criterio.</source>
        <translation>Standings by jochi; ties are broken, in order, by: %1 (%2). Highlighted: rows whose tie with the row above a criterion broke.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="95" />
        <source>ritirata</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="96" />
        <source>esclusa</source>
        <translation>excluded</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="141" />
        <source>Classifica in tempo reale (non ancora pubblicata).</source>
        <translation>Live standings (not yet published).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="149" />
        <location filename="../../fibur_director/ui/standings_page.py" line="192" />
        <source>Classifica FINALE pubblicata alle %1.</source>
        <translation>FINAL standings published at %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="151" />
        <location filename="../../fibur_director/ui/standings_page.py" line="194" />
        <source>Classifica pubblicata alle %1.</source>
        <translation>Standings published at %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="158" />
        <source>Classifica FINALE pubblicata: i giocatori possono verificare fino alle %1; poi diventa definitiva (Art. 20).</source>
        <translation>FINAL standings published: the players may verify them until %1; then they become definitive (Art. 20).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="163" />
        <source>Pubblicata: i giocatori possono verificare fino alle %1; poi diventa definitiva (Art. 20).</source>
        <translation>Published: players may check until %1; then it becomes definitive (Art. 20).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="173" />
        <source>Classifica FINALE definitiva dalle %1: i turni non si correggono più (Art. 20).</source>
        <translation>FINAL standings definitive since %1: no round can be corrected any more (Art. 20).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="175" />
        <source>Definitiva dalle %1: i turni pubblicati non si correggono più (Art. 20).</source>
        <translation>Definitive since %1: published rounds can no longer be corrected (Art. 20).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="197" />
        <source>Classifica FINALE pubblicata: in verifica fino alle %1, poi definitiva.</source>
        <translation>FINAL standings published: open to verification until %1, then definitive.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="199" />
        <source>Classifica provvisoria pubblicata: in verifica fino alle %1.</source>
        <translation>Provisional standings published: open to verification until %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="227" />
        <source>Stampa la classifica</source>
        <translation>Print the standings</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="126" />
        <source>Sanzioni del torneo</source>
        <translation>Sanctions of the tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="142" />
        <source> e altri %1</source>
        <translation> and %1 more</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="150" />
        <source>Tessere mancanti</source>
        <translation>Missing cards</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="151" />
        <source>Il foglio per la federazione elenca %1 giocatori senza tessera: %2.
La federazione non potrà attribuire loro il risultato.</source>
        <translation>The federation sheet lists %1 players without a card: %2.
The federation will not be able to credit their result.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="159" />
        <source>Esporta comunque</source>
        <translation>Export anyway</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="160" />
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="166" />
        <source>Non esportato: %1 giocatori senza tessera.</source>
        <translation>Not exported: %1 players without a card.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/standings_panel.py" line="174" />
        <location filename="../../fibur_director/ui/tarot/standings_panel.py" line="107" />
        <source>Esporta in Excel</source>
        <translation>Export to Excel</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="41" />
        <source>Prem&amp;i…</source>
        <translation>Pri&amp;zes…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="266" />
        <location filename="../../fibur_director/ui/standings_page.py" line="291" />
        <source>File per la federazione</source>
        <translation>Federation file</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="276" />
        <source>Scritto %1: %2 iscritti, controllato; impronta %3.</source>
        <translation>Written %1: %2 entries, checked; fingerprint %3.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="293" />
        <source>Il file nomina il direttore di gara, che per questo torneo non è indicato.
Nome e cognome:</source>
        <translation>The file names the referee, whom this tournament does not name yet.
Name and surname:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="298" />
        <source>Il file per la federazione nomina il direttore di gara: indicarlo per scriverlo.</source>
        <translation>The federation file names the referee: give the name to write it.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/standings_page.py" line="309" />
        <source>Scritto %1.</source>
        <translation>Written %1.</translation>
    </message>
</context>
<context>
    <name>TableBoard</name>
    <message>
        <location filename="../../fibur_director/ui/table_board.py" line="161" />
        <source>Nessun tavolo manca.</source>
        <translation>No table is missing.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_board.py" line="164" />
        <source>Manca ancora 1 tavolo (turno %1, tavolo %2).</source>
        <translation>1 table still missing (round %1, table %2).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_board.py" line="169" />
        <source>Mancano ancora %1 tavoli.</source>
        <translation>%1 tables still missing.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_board.py" line="171" />
        <source>Da verificare: 1 tavolo.</source>
        <translation>To check: 1 table.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_board.py" line="174" />
        <source>Da verificare: %1 tavoli.</source>
        <translation>To check: %1 tables.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_board.py" line="189" />
        <source>Annulla il referto dai telefoni</source>
        <translation>Undo the sheet from the phones</translation>
    </message>
</context>
<context>
    <name>TableEntryPanel</name>
    <message>
        <location filename="../../fibur_director/ui/table_entry_panel.py" line="72" />
        <source>Inserimento dai tavoli</source>
        <translation>Entry from the tables</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_entry_panel.py" line="77" />
        <source>I due giocatori di ogni linea inseriscono il referto dal telefono con il codice stampato sul referto del tavolo; l'altra linea lo conferma. Il banco resta l'ultima parola: un tavolo inserito o corretto qui è chiuso ai telefoni.</source>
        <translation>Each line enters the score sheet from a phone with the code printed on the table's sheet; the other line confirms it. The desk has the last word: a table entered or corrected here is closed to the phones.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_entry_panel.py" line="114" />
        <source>Inserimento dai tavoli attivo: i codici sono stampati sui referti del turno.</source>
        <translation>Entry from the tables on: the codes are printed on the round's score sheets.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/table_entry_panel.py" line="116" />
        <source>Inserimento dai tavoli spento: i referti si consegnano al banco.</source>
        <translation>Entry from the tables off: the score sheets are handed in at the desk.</translation>
    </message>
</context>
<context>
    <name>TarotSheetPage</name>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="69" />
        <source>Ch. chiamata: S5 solista di 5, SV solista volontario, SF solista forzato, CV chiamante volontario, CF chiamante forzato, P il compagno chiamato. Imp. impegni: S Scommessa, R Rivanto dichiarati; S*, R* realizzati. +/− jochi della smazzata (PARZ.): basta quello del dichiarante. Pig pigliate della sua parte. Pen penalità: C errato numero carte, E carta esposta o comunicazione, R rinnegamento, R/2 rinnegamento ammesso. Tot totale progressivo.</source>
        <translation>Call: S5 solista di 5, SV voluntary solista, SF forced solista, CV voluntary caller, CF forced caller, P the called partner. Com. commitments: S Scommessa, R Rivanto declared; S*, R* realised. +/− the deal's jochi (PARZ.): the declarer's is enough. Pig pigliate of the player's side. Pen penalties: C wrong card count, E exposed card or communication, R revoke, R/2 revoke owned up. Tot running total.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="81" />
        <source>Si scrive sopra la casella; ⇥ o ⏎ passa alla successiva; ⏎ sull'ultima casella della riga (o Ctrl+⏎) salva la smazzata; Esc torna a quanto salvato; Canc su una smazzata salvata la cancella; Ctrl+Z annulla.</source>
        <translation>Type over the cell; ⇥ or ⏎ moves to the next; ⏎ on the row's last cell (or Ctrl+⏎) saves the deal; Esc goes back to what is saved; Del on a saved deal removes it; Ctrl+Z undoes.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="92" />
        <source>T&amp;urno</source>
        <translation>R&amp;ound</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="94" />
        <source>&amp;Tavolo</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="114" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="134" />
        <source>Nessun turno pubblicato: sorteggio e turno 1 dalla pagina Turno.</source>
        <translation>No round published: the draw and round 1 are on the Round page.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="154" />
        <source>in gioco</source>
        <translation>being played</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="154" />
        <source>chiuso</source>
        <translation>closed</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="156" />
        <source>Scheda di turno — turno %1 (%2), tavolo %3</source>
        <translation>Turn sheet — round %1 (%2), table %3</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="194" />
        <source>Totali del tavolo dopo %1 smazzate su %2: %3 — somma %4</source>
        <translation>Table totals after %1 deals of %2: %3 — sum %4</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="200" />
        <source> (le penalità per carta esposta non vanno a nessun giocatore, TAROT §6)</source>
        <translation> (exposed-card penalties are paid to no player, TAROT §6)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="208" />
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="208" />
        <source>O</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="208" />
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="208" />
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="246" />
        <source>Smazzata %1 salvata (Ctrl+Z la annulla).</source>
        <translation>Deal %1 saved (Ctrl+Z undoes it).</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="253" />
        <source>Smazzata %1 non salvata — %2</source>
        <translation>Deal %1 not saved — %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/page.py" line="264" />
        <source>Smazzata %1 cancellata (Ctrl+Z la ripristina).</source>
        <translation>Deal %1 removed (Ctrl+Z restores it).</translation>
    </message>
</context>
<context>
    <name>TournamentPage</name>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="45" />
        <source>Nome</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="46" />
        <source>Data</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="47" />
        <source>Regolamento</source>
        <translation>Ruleset</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="48" />
        <source>Tipo</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="49" />
        <source>Iscritti</source>
        <translation>Entries</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="50" />
        <source>Turni giocati</source>
        <translation>Rounds played</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="55" />
        <source>Apri il t&amp;orneo scelto</source>
        <translation>Open the chosen t&amp;ournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="57" />
        <source>&amp;Importa un file torneo…</source>
        <translation>&amp;Import a tournament file…</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="59" />
        <location filename="../../fibur_director/ui/tournament_page.py" line="251" />
        <source>Nessun torneo aperto.</source>
        <translation>No tournament open.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="65" />
        <source>Tornei in questo archivio (il più recente in alto; Invio apre)</source>
        <translation>Tournaments in this file (newest first; Enter opens)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="76" />
        <source>nome e cognome</source>
        <translation>name and surname</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="78" />
        <source>Salva</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="82" />
        <source>Direttore di gara del torneo aperto:</source>
        <translation>Referee of the open tournament:</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="101" />
        <source>nome e cognome (stampato sulla classifica)</source>
        <translation>name and surname (printed on the standings)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/desk.py" line="46" />
        <source>Coppie</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/desk.py" line="47" />
        <source>Squadre</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/desk.py" line="48" />
        <source>Individuale</source>
        <translation>Individual</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/desk.py" line="49" />
        <source>Giallo</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/desk.py" line="40" />
        <source>Tarocchi siciliani</source>
        <translation>Sicilian Tarot</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="33" />
        <source>es. 1-2; 3-4 (vuoto: una sessione)</source>
        <translation>e.g. 1-2; 3-4 (empty: one session)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="41" />
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="49" />
        <source>Regola degli &amp;800 M.P. annunciata</source>
        <translation>&amp;800-MP rule announced</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="55" />
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="59" />
        <source>dal regolamento</source>
        <translation>from the ruleset</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="125" />
        <source>&amp;Crea il torneo</source>
        <translation>&amp;Create the tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="132" />
        <source>&amp;Nome</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="133" />
        <source>Da&amp;ta</source>
        <translation>Da&amp;te</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="134" />
        <source>Direttore di &amp;gara</source>
        <translation>Referee</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="135" />
        <source>&amp;Regolamento</source>
        <translation>&amp;Ruleset</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="136" />
        <source>Ti&amp;po</source>
        <translation>&amp;Kind</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="137" />
        <source>Sma&amp;zzate per turno</source>
        <translation>Deals per ro&amp;und</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="138" />
        <source>T&amp;urni previsti</source>
        <translation>Planned roun&amp;ds</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="67" />
        <source>&amp;Sessioni</source>
        <translation>&amp;Sessions</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="68" />
        <source>Piano a&amp;bbinamenti</source>
        <translation>&amp;Pairing plan</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="69" />
        <source>Ri&amp;duzione del tempo</source>
        <translation>Ti&amp;me reduction</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="70" />
        <source>Tempo del turno</source>
        <translation>Round time</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="71" />
        <source>&amp;Livello</source>
        <translation>&amp;Level</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="73" />
        <source>&amp;Quanti premi (per girone)</source>
        <translation>Pri&amp;zes (per group)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="75" />
        <source>Spareggio dopo i P.V. (c&amp;hi precede)</source>
        <translation>Tie-&amp;break after VP</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="143" />
        <source>Nuovo torneo</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="157" />
        <source>Prima volta? Un torneo inventato di 12 coppie, con il turno 1 già seduto: inserire i risultati, stampare, pubblicare in sala, poi gettarlo via. Sta in un file a parte: questo archivio non cambia.</source>
        <translation>First time? A made-up tournament of 12 pairs with round 1 already seated: enter the scores, print, publish in the room, then throw it away. It lives in a file of its own: this archive does not change.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="163" />
        <source>Prova con un torneo di &amp;esempio</source>
        <translation>Tr&amp;y a sample tournament</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="167" />
        <source>Per cominciare</source>
        <translation>Getting started</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="116" />
        <source>%1 minuti (Art. 6)</source>
        <translation>%1 minutes (Art. 6)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/settings_panel.py" line="48" />
        <source>Aperto: %1 del %2 — %3, individuale a tavoli da quattro, %4 turni di %5 smazzate</source>
        <translation>Open: %1 of %2 — %3, individual at tables of four, %4 rounds of %5 deals</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="139" />
        <source>Aperto: %1 del %2 — %3, %4, %5 smazzate, %6 turni, sessioni %7, piano %8, riduzione %9 min</source>
        <translation>Open: %1 of %2 — %3, %4, %5 deals, %6 rounds, sessions %7, plan %8, reduction %9 min</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="156" />
        <source>Livello %1; regola degli 800 M.P.: %2; premi per girone: %3; classifica: %4</source>
        <translation>Level %1; 800-MP rule: %2; prizes per group: %3; standings: %4</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="163" />
        <source>annunciata</source>
        <translation>announced</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/burraco/settings_panel.py" line="165" />
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="266" />
        <source>%1 (+%2 in corso)</source>
        <translation>%1 (+%2 being played)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="279" />
        <source>«%1»: scaduto il %2</source>
        <translation>“%1”: overdue since %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="281" />
        <source>«%1»: da inviare entro il %2</source>
        <translation>“%1”: to send by %2</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="277" />
        <source>«%1»: modificato dopo l'invio, da inviare di nuovo</source>
        <translation>“%1”: changed after it was sent, to send again</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="290" />
        <source>File per la federazione non ancora scritto (Classifica → File per la federazione…):</source>
        <translation>Federation file not written yet (Standings → Federation file…):</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="298" />
        <source>Scegliere prima un torneo nell'elenco.</source>
        <translation>Choose a tournament in the list first.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="324" />
        <source>Torneo creato.</source>
        <translation>Tournament created.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="336" />
        <source>Direttore di gara: %1.</source>
        <translation>Referee: %1.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="338" />
        <source>Direttore di gara tolto.</source>
        <translation>Referee removed.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="343" />
        <source>Importa un file torneo</source>
        <translation>Import a tournament file</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="343" />
        <source>File torneo (*.json)</source>
        <translation>Tournament file (*.json)</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tournament_page.py" line="356" />
        <source>Torneo importato.</source>
        <translation>Tournament imported.</translation>
    </message>
</context>
<context>
    <name>TrumpDialog</name>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="44" />
        <source>Sorteggio dei trionfi</source>
        <translation>Draw of the trumps</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="48" />
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="48" />
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="48" />
        <source>Trionfo</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="61" />
        <source>Ogni giocatore pesca un trionfo: il più alto siede Nord al tavolo A, poi Ovest, Sud ed Est (il più basso dei quattro, che dà le carte per primo), e così via tavolo per tavolo.</source>
        <translation>Each player draws a trump: the highest sits North at table A, then West, South and East (the lowest of the four, who deals first), and so on table by table.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/round_panel.py" line="87" />
        <source>%1 %2: scrivere il numero del trionfo pescato.</source>
        <translation>%1 %2: type the number of the trump drawn.</translation>
    </message>
</context>
<context>
    <name>TurnSheetGrid</name>
    <message>
        <location filename="../../fibur_director/ui/tarot/sheet.py" line="166" />
        <source>Ch.</source>
        <translation>Call</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/sheet.py" line="166" />
        <source>Imp.</source>
        <translation>Com.</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/sheet.py" line="166" />
        <source>Pig</source>
        <translation>Pig</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/sheet.py" line="166" />
        <source>Pen</source>
        <translation>Pen</translation>
    </message>
    <message>
        <location filename="../../fibur_director/ui/tarot/sheet.py" line="166" />
        <source>Tot</source>
        <translation>Tot</translation>
    </message>
</context>
</TS>