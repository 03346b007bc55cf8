package isandlwana

import (
	"fmt"
	"strings"
)

// zuluVariants are Zulu players that are not registered bots: the hard
// bot with some of its options changed, kept for searching bots that try
// several ways of playing a phase (the Isandlwana expert). None of them
// changes what a registered bot does.
var zuluVariants = []struct {
	name  string
	about string
	make  func() Bot
}{
	{"rule9", "rule 9 as written", func() Bot { return NewRule9() }},
	{"hard", "the hard bot", func() Bot { return NewHard() }},
	{"hard-swarm", "the hard bot, filling first around the British hex hardest to finish", func() Bot {
		o := hardDefaults
		o.moveTop = 1
		return newHardWith(o)
	}},
	{"hard-rings", "the hard bot, moving in rule 9's ring order (lone leaders not first)", func() Bot {
		o := hardDefaults
		o.noLeadersFirst = true
		return newHardWith(o)
	}},
	{"rule9-wagon", "rule 9, but every Zulu next to the wagon attacks it first", func() Bot {
		return newHardWith(hardOptions{noLeadersFirst: true, noStrand: true, wagonFirst: true})
	}},
}

// ZuluVariants lists the names ZuluVariant knows, rule 9 first.
func ZuluVariants() []string {
	out := make([]string, len(zuluVariants))
	for i, v := range zuluVariants {
		out[i] = v.name
	}
	return out
}

// ZuluVariant returns a new Zulu player by variant name: "rule9", "hard"
// or one of the hard bot's unregistered variants (ZuluVariants). Its Name
// is that of the bot it is made from.
func ZuluVariant(name string) (Bot, error) {
	for _, v := range zuluVariants {
		if v.name == strings.ToLower(name) {
			return v.make(), nil
		}
	}
	return nil, fmt.Errorf("no Zulu variant named %q (have: %s)", name, strings.Join(ZuluVariants(), ", "))
}

// ZuluVariantAbout describes a variant in a few words ("" if unknown).
func ZuluVariantAbout(name string) string {
	for _, v := range zuluVariants {
		if v.name == name {
			return v.about
		}
	}
	return ""
}
