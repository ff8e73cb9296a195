"""The toolbar's buttons: one action each, following the action's changes without leaking.

QToolBar makes a QToolButton for each action it is given, and that button answers every
change of its action (enabled, checked, text) by running setDefaultAction again; in the Qt
the player ships with (6.10) each run leaves a signal connection behind, never freed. Undo and
Redo turn on and off as a player undoes and plays on, so a long session piled them up
(measured in docs/reliability.md, "Memory over long play"). These buttons take their action
once and copy what a change touches themselves.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionEvent
from PySide6.QtWidgets import QToolBar, QToolButton


class ActionButton(QToolButton):
    """A tool button for one action that follows the action's changes itself."""

    def actionEvent(self, event: QActionEvent) -> None:
        action = event.action()
        if event.type() == QEvent.Type.ActionChanged and action is self.defaultAction():
            self._follow(action)
            return
        super().actionEvent(event)

    def _follow(self, action: QAction) -> None:
        """What setDefaultAction copies from the action (its menu and font are never set
        here)."""
        self.setText(action.iconText().replace("&", "&&"))  # no '&' turns into a shortcut
        self.setIcon(action.icon())
        self.setToolTip(action.toolTip())
        self.setStatusTip(action.statusTip())
        self.setWhatsThis(action.whatsThis())
        self.setCheckable(action.isCheckable())
        self.setChecked(action.isChecked())
        self.setEnabled(action.isEnabled())


def add_buttons(toolbar: QToolBar, actions: list[QAction]) -> None:
    """Add a button for each action to `toolbar`, styled as the toolbar's own would be."""
    for action in actions:
        button = ActionButton(toolbar)
        button.setDefaultAction(action)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setIconSize(toolbar.iconSize())
        button.setToolButtonStyle(toolbar.toolButtonStyle())
        toolbar.iconSizeChanged.connect(button.setIconSize)
        toolbar.toolButtonStyleChanged.connect(button.setToolButtonStyle)
        toolbar.addWidget(button)
