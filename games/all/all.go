// Package all registers every game of the project with package games.
// A program or test that wants the whole list imports it for its side
// effect:
//
//	import _ "zulu1879/games/all"
package all

import (
	_ "zulu1879/ai/harlech"       // the Men of Harlech Advisor bot
	_ "zulu1879/ai/tactical"      // the tactical Rorke's Drift bots (zlist, garrison)
	_ "zulu1879/games/campaign"   // the day: Isandlwana, then Rorke's Drift
	_ "zulu1879/games/isandlwana" // Last Stand at Isandlwana
	_ "zulu1879/games/ramparts"   // Zulus on the Ramparts! (Rorke's Drift)
	_ "zulu1879/harlech"          // Rorke's Drift: Men of Harlech
	_ "zulu1879/skirmish"         // Rules for Zulu: the Rorke's Drift skirmish
	_ "zulu1879/tactical"         // The Defense of Rorke's Drift (tactical)
)
