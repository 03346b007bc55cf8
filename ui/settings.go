package ui

import "zulu1879/ui/uistate"

// loadSettings puts the remembered choices (the last way to play, set-up,
// campaign toggle and bot speed) on the start screen. A damaged settings
// file is ignored with a message.
func (a *App) loadSettings() {
	if a.saveDir == "" {
		return
	}
	st, err := uistate.LoadSettings(a.saveDir)
	if err != nil {
		a.say(true, "%v", err)
		return
	}
	a.settings = st
	a.menu.UseSettings(st)
}

// rememberSettings writes the start screen's choices and the bot speed
// when they differ from what the settings file holds.
func (a *App) rememberSettings() {
	if a.saveDir == "" || a.menu == nil {
		return
	}
	speed := uistate.ParseSpeed(a.settings.BotSpeed)
	if a.model != nil && a.model.Speed != uistate.SpeedSkip {
		speed = a.model.Speed
	}
	st := a.menu.Settings(speed)
	if st == a.settings {
		return
	}
	if err := uistate.SaveSettings(a.saveDir, st); err != nil {
		a.say(true, "%v", err)
	}
	a.settings = st
}
