"""Sanctions: a warning for one of the code's infractions (with its article), lateness in minutes, absence,
withdrawal, lost score sheet, misconduct, a referee's award... Each shows what it would change before the
referee confirms it (Ctrl+Return), and the recorded ones are listed with their article."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fibur_director.domain import tournament as dom
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.services import journal, registration, results
from fibur_director.services.burraco import results as burraco_results
from fibur_director.ui.context import DeskContext, Feedback
from fibur_director.ui.page import Page
from fibur_director.ui.parts import desk_of
from fibur_director.ui.table_model import RowsModel, table_view

# The fields each sanction needs (games.burraco.check.check says the same, and refuses what is missing).
FIELDS = {
    "warning": ("entry", "round", "infraction", "article"),
    "late": ("entry", "round", "minutes"),
    "absent": ("entry", "round"),
    "withdrawal": ("entry", "round", "quarrel"),
    "left_during_round": ("entry", "round"),
    "lost_score_sheet": ("round", "table"),
    "suspended_misconduct": ("round", "table"),
    "both_abandoned": ("round", "table"),
    "unmonitored_difference": ("round", "table"),
    "referee_award": ("entry", "round", "points"),
    "correction_cancelled": ("round", "table"),
}
# The infraction list's last item: any other reason, typed in the note with its article (DIGEST §4).
OTHER = ""


class SanctionsPage(Page):
    def __init__(self, context: DeskContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        names = {
            "warning": self.tr("Ammonizione"),
            "late": self.tr("Ritardo"),
            "absent": self.tr("Assenza"),
            "withdrawal": self.tr("Abbandono del torneo"),
            "left_during_round": self.tr("Abbandono durante il turno"),
            "lost_score_sheet": self.tr("Score smarrito"),
            "suspended_misconduct": self.tr("Tavolo sospeso per scorrettezza"),
            "both_abandoned": self.tr("Tavolo abbandonato da entrambe"),
            "unmonitored_difference": self.tr("Differenza non monitorata"),
            "referee_award": self.tr("Decisione arbitrale (punti assegnati)"),
            "correction_cancelled": self.tr("Correzione annullata: 7-7 a entrambe"),
        }
        self.names = names
        self.kind = QComboBox()
        self.kind.setObjectName("sanctionKind")
        for key, label in names.items():
            self.kind.addItem(label, key)
        self.entry = QSpinBox()
        self.entry.setObjectName("sanctionEntry")
        self.entry.setRange(0, 9999)
        self.entry.setSpecialValueText("–")
        self.round = QSpinBox()
        self.round.setObjectName("sanctionRound")
        self.round.setRange(1, 30)
        self.table = QSpinBox()
        self.table.setObjectName("sanctionTable")
        self.table.setRange(0, 999)
        self.table.setSpecialValueText("–")
        self.minutes = QSpinBox()
        self.minutes.setObjectName("sanctionMinutes")
        self.minutes.setRange(0, 120)
        self.minutes.setSuffix(self.tr(" min"))
        self.points = QLineEdit()
        self.points.setObjectName("sanctionPoints")
        self.infraction = QComboBox()
        self.infraction.setObjectName("infraction")
        self.quarrel = QCheckBox(self.tr("per litigio"))
        self.note = QLineEdit()
        self.note.setObjectName("sanctionNote")
        self.article_field = QLineEdit()
        self.article_field.setObjectName("sanctionArticle")
        self.article_field.setPlaceholderText(self.tr("es. Art. 21, o regola del circolo"))
        self.confirm_button = QPushButton(self.tr("&Conferma (Ctrl+Invio)"))
        self.confirm_button.setObjectName("confirmSanction")
        self.confirm_button.clicked.connect(self.confirm)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.confirm)
        self.effect = QLabel()
        self.effect.setObjectName("effect")
        self.effect.setWordWrap(True)
        self.effect.setTextFormat(Qt.TextFormat.PlainText)
        self.preview_model = RowsModel(
            [
                self.tr("Formazione"),
                self.tr("Turno"),
                self.tr("PV prima"),
                self.tr("PV dopo"),
                self.tr("MP prima"),
                self.tr("MP dopo"),
            ]
        )
        self.preview = table_view(self.preview_model, "preview")
        self.preview.setMaximumHeight(160)
        self.feedback = Feedback()

        self.form = QFormLayout()
        self.form.addRow(self.tr("&Sanzione"), self.kind)
        self.form.addRow(self.tr("F&ormazione"), self.entry)
        self.form.addRow(self.tr("T&urno"), self.round)
        self.form.addRow(self.tr("&Tavolo"), self.table)
        self.form.addRow(self.tr("Minuti di ritar&do"), self.minutes)
        self.form.addRow(self.tr("&Punti assegnati"), self.points)
        self.form.addRow(self.tr("&Infrazione"), self.infraction)
        self.form.addRow("", self.quarrel)
        self.form.addRow(self.tr("&Nota (o motivo)"), self.note)
        self.form.addRow(self.tr("Artico&lo"), self.article_field)
        box = QGroupBox(self.tr("Nuova sanzione"))
        inner = QVBoxLayout(box)
        inner.addLayout(self.form)
        inner.addWidget(QLabel(self.tr("Effetto prima della conferma:")))
        inner.addWidget(self.effect)
        inner.addWidget(self.preview)
        inner.addWidget(self.confirm_button)
        inner.addWidget(self.feedback)
        inner.addStretch(1)

        self.list_model = RowsModel(
            [
                self.tr("Sanzione"),
                self.tr("Formazione"),
                self.tr("Turno"),
                self.tr("Tavolo"),
                self.tr("Dettaglio"),
                self.tr("Articolo"),
            ]
        )
        self.list = table_view(self.list_model, "sanctions", stretch=4)
        self.remove_button = QPushButton(self.tr("&Rimuovi la sanzione scelta"))
        self.remove_button.clicked.connect(self.remove)
        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("Sanzioni registrate")))
        right.addWidget(self.list, 1)
        right.addWidget(self.remove_button)
        layout = QHBoxLayout(self)
        layout.addWidget(box, 1)
        layout.addLayout(right, 1)

        self.kind.currentIndexChanged.connect(self.show_fields)
        for spin in (self.entry, self.round, self.table, self.minutes):
            spin.valueChanged.connect(self.update_preview)
        self.points.textChanged.connect(self.update_preview)
        self.infraction.currentIndexChanged.connect(self.show_fields)
        self.note.textChanged.connect(self.update_preview)
        self.article_field.textChanged.connect(self.update_preview)
        self.quarrel.toggled.connect(self.update_preview)
        self.show_fields()

    # -- reading ----------------------------------------------------------------------------------------------

    def refresh(self) -> None:
        if self.context.tournament_id is None:
            self.list_model.set_rows([])
            return
        settings = journal.settings_of(self.context.desk, self.context.tid)
        game = self.context.game
        if game is not None and desk_of(game.id).sanctions is None:
            # A game whose penalties are typed with its results (TAROT §6): the tab is disabled for it.
            self.list_model.set_rows([])
            return
        self.ruleset = get_ruleset(settings.ruleset_id)
        chosen = self.infraction.currentData()
        self.infraction.blockSignals(True)
        self.infraction.clear()
        italian = self.context.language == "it"
        for infraction in self.ruleset.warnings.infractions:
            label = infraction.italian if italian else infraction.english
            self.infraction.addItem(f"{label} ({infraction.article})", infraction.key)
        # The codes' lists are not closed, and FED85 has none: any other reason, with its article.
        self.infraction.addItem(self.tr("Altro motivo (scriverlo nella nota, con l'articolo)"), OTHER)
        self.infraction.setCurrentIndex(max(0, self.infraction.findData(chosen)))
        self.infraction.blockSignals(False)
        self.round.setMaximum(settings.planned_rounds)
        played = [
            r.number for r in journal.rounds(self.context.desk, self.context.tid) if r.status != "proposed"
        ]
        if played and self.round.value() not in played:
            self.round.setValue(played[-1])
        self.rows = journal.sanctions(self.context.desk, self.context.tid)
        self.list_model.set_rows(
            [
                (self.names.get(s.type, s.type), s.entry, s.round, s.table, self.detail(s), self.article(s))
                for s in self.rows
            ],
            [s.id for s in self.rows],
        )
        self.update_preview()

    def article(self, s: journal.SanctionRow) -> str:
        as_domain = dom.Sanction(
            s.type, s.entry, s.round, s.table, s.minutes, s.from_round, s.quarrel, s.points, s.article, s.note
        )
        from fibur_director.reports.burraco.sanctions import sanction_article

        return sanction_article(self.ruleset, as_domain)

    def detail(self, s: journal.SanctionRow) -> str:
        if s.type == "late":
            return self.tr("%1 minuti").replace("%1", str(s.minutes))
        if s.type == "referee_award":
            return self.tr("%1 punti").replace("%1", str(s.points))
        if s.type == "withdrawal" and s.quarrel:
            return self.tr("per litigio")
        if s.type == "warning" and s.note and hasattr(self, "ruleset"):
            known = self.ruleset.warnings.infraction(s.note)
            if known is not None:
                return known.italian if self.context.language == "it" else known.english
        return s.note

    def show_fields(self) -> None:
        needed = FIELDS[str(self.kind.currentData())]
        for name, widget in (
            ("entry", self.entry),
            ("table", self.table),
            ("minutes", self.minutes),
            ("points", self.points),
            ("infraction", self.infraction),
            ("quarrel", self.quarrel),
        ):
            self.form.setRowVisible(widget, name in needed)
        self.form.setRowVisible(
            self.article_field, "article" in needed and self.infraction.currentData() == OTHER
        )
        self.update_preview()

    def sanction(self) -> dom.Sanction:
        kind = str(self.kind.currentData())
        needed = FIELDS[kind]
        entry = self.entry.value() or None if "entry" in needed else None
        table = self.table.value() or None if "table" in needed else None
        points_text = self.points.text().strip()
        points = int(points_text) if "points" in needed and points_text.lstrip("-").isdigit() else None
        if kind == "withdrawal":
            return dom.Sanction(
                kind, entry=entry, from_round=self.round.value(), quarrel=self.quarrel.isChecked()
            )
        article = None
        note = self.note.text().strip() or None
        if kind == "warning":
            key = self.infraction.currentData()
            known = self.ruleset.warnings.infraction(str(key)) if key else None
            typed = self.article_field.text().strip() or None
            article, note = (known.article, known.key) if known else (typed, note)
        return dom.Sanction(
            kind,
            entry=entry,
            round=self.round.value(),
            table=table,
            minutes=self.minutes.value() if "minutes" in needed else None,
            points=points,
            article=article,
            note=note,
        )

    def update_preview(self) -> None:
        if self.context.tournament_id is None or not hasattr(self, "ruleset"):
            return
        sanction = self.sanction()
        missing = None
        if "entry" in FIELDS[sanction.type] and sanction.entry is None:
            missing = self.tr("Indicare la formazione.")
        elif (
            sanction.type == "warning"
            and self.infraction.currentData() == OTHER
            and not (sanction.note and sanction.article)
        ):
            missing = self.tr("Scrivere il motivo nella nota e il suo articolo.")
        if missing is not None:
            # An empty form is not an error: say what is missing in words, not the check's place name.
            self.confirm_button.setEnabled(False)
            self.preview_model.set_rows([])
            self.effect.setText(missing)
            self.effect.setStyleSheet("")
            return
        changes, error = self.context.read(
            burraco_results.preview_sanction, self.context.desk, self.context.tid, sanction
        )
        self.confirm_button.setEnabled(error is None)
        if error is not None or changes is None:
            self.preview_model.set_rows([])
            self.effect.setText(error or "")
            self.effect.setStyleSheet("QLabel { color: #c62828; }")
            return
        self.effect.setStyleSheet("")
        rows = []
        for before, after in changes:
            known = after or before
            assert known is not None
            rows.append(
                (
                    known.entry,
                    known.round,
                    before.vp if before else None,
                    after.vp if after else None,
                    before.mp if before else None,
                    after.mp if after else None,
                )
            )
        self.preview_model.set_rows(rows)
        self.effect.setText(self.effect_text(sanction, len(rows)))

    def effect_text(self, sanction: dom.Sanction, changed: int) -> str:
        if sanction.type == "warning" and sanction.entry is not None:
            rule = self.ruleset.warnings
            had = sum(1 for s in self.rows if s.type == "warning" and s.entry == sanction.entry)
            cost = rule.deduction(had + 1) - rule.deduction(had)
            text = (
                self.tr("Ammonizione n. %1 per la formazione %2: ")
                .replace("%1", str(had + 1))
                .replace("%2", str(sanction.entry))
            )
            if cost:
                return text + self.tr("toglie %1 PV in classifica (%2).").replace("%1", str(cost)).replace(
                    "%2", rule.article
                )
            return text + self.tr("nessun PV tolto ora (ogni %1 ammonizioni, %2 PV; %3).").replace(
                "%1", str(rule.per_deduction)
            ).replace("%2", str(rule.vp_deduction)).replace("%3", rule.article)
        if not changed:
            return self.tr(
                "Nessun punteggio cambia (il tavolo non ha ancora un risultato, o la sanzione non lo tocca)."
            )
        return self.tr("Cambiano %1 punteggi:").replace("%1", str(changed))

    # -- writing ----------------------------------------------------------------------------------------------

    def confirm(self) -> None:
        # Ctrl+Return reaches here even while the button is disabled: the button's state is the rule.
        if self.context.tournament_id is None or not self.confirm_button.isEnabled():
            return
        sanction = self.sanction()
        if sanction.type == "withdrawal":
            if sanction.entry is None or sanction.from_round is None:
                self.feedback.bad(self.tr("Indicare la formazione."))
                return
            _, error = self.context.act(
                registration.withdraw,
                self.context.desk,
                self.context.tid,
                sanction.entry,
                sanction.from_round,
                quarrel=sanction.quarrel,
            )
        elif sanction.type == "warning":
            _, error = self.context.act(
                results.give_warning,
                self.context.desk,
                self.context.tid,
                sanction.entry or 0,
                self.round.value(),
                str(sanction.note or ""),
                table=sanction.table,
                article=sanction.article,
            )
        else:
            _, error = self.context.act(results.add_sanction, self.context.desk, self.context.tid, sanction)
        if self.feedback.show_outcome(error, self.tr("Sanzione registrata.")):
            # A recorded sanction empties the form, so a second Ctrl+Return cannot record it twice.
            self.confirm_button.setEnabled(False)
            for spin in (self.entry, self.table, self.minutes):
                spin.setValue(0)
            self.points.clear()
            self.note.clear()
            self.article_field.clear()
            self.kind.setFocus()

    def remove(self) -> None:
        key = self.list_model.key(self.list.currentIndex().row())
        if key is None:
            self.feedback.bad(self.tr("Scegliere prima una sanzione nell'elenco."))
            return
        _, error = self.context.act(results.remove_sanction, self.context.desk, self.context.tid, int(key))
        self.feedback.show_outcome(error, self.tr("Sanzione rimossa."))
