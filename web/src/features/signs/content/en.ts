import type { SignContent } from "./types";

export const content: SignContent = {
  symbol: {
    aries: "Ram",
    taurus: "Bull",
    gemini: "A couple (the twins)",
    cancer: "Crab",
    leo: "Lion",
    virgo: "Maiden",
    libra: "Scales",
    scorpio: "Scorpion",
    sagittarius: "Archer",
    capricorn: "Makara (a sea creature)",
    aquarius: "A man bearing a water pot",
    pisces: "Two fish",
  },
  nature: {
    aries: [
      "Mesha opens the zodiac, and its people tend to open things too: a new project, a conversation, a road nobody has taken. Ruled by Mars and made of fire, the sign acts first and reflects later, with a directness that some find refreshing and others abrupt.",
      "Its strength is courage and the energy to begin; its lesson is patience with what takes time to ripen. Mesha natives do best with a clear goal, hard physical work to burn off restlessness, and friends honest enough to tell them when to slow down.",
    ],
    taurus: [
      "Vrishabha is the sign of steady ground. Ruled by Venus and made of earth, it values comfort, beauty and things that last: good food, a well-kept home, savings that grow slowly. Its people are loyal and calm, and hard to hurry.",
      "Patience is its gift and stubbornness the shadow of that gift. Vrishabha natives build wealth and trust over years; they grow when they let change in before circumstances force it, and when they share the security they work so hard to create.",
    ],
    gemini: [
      "Mithuna is the curious mind of the zodiac. Ruled by Mercury and made of air, it learns fast, talks easily and is at home with words, numbers, trade and travel. Two things at once is its natural pace.",
      "Its people keep a room lively and see links that others miss, but scattered attention can leave tasks half done. Mithuna does well when it chooses a few interests and goes deep, writes its plans down, and gives its restless nerves regular rest.",
    ],
    cancer: [
      "Karka is ruled by the Moon, and like the Moon its moods wax and wane. A water sign, it feels first and thinks after, and it remembers: people, kindnesses, hurts, the taste of a mother's cooking. Home and family sit at its centre.",
      "Its people guard those they love with a hard shell over a soft heart. Karka natives flourish where they feel safe and needed; their growth lies in letting old grievances go and caring for themselves as generously as they care for others.",
    ],
    leo: [
      "Simha is ruled by the Sun and carries its warmth and pride. A fixed fire sign, it likes to lead, to be seen and to be generous in public; its people have dignity and a strong sense of honour.",
      "At its best Simha is a protector who lifts everyone around it; at its weakest it waits for praise and takes criticism to heart. Simha natives shine in positions of responsibility, and grow when they lead by example rather than by command.",
    ],
    virgo: [
      "Kanya is ruled by Mercury and made of earth: a practical mind that sorts, measures and improves. Its people notice detail, keep accounts, heal and serve, and grow uneasy when things are left untidy.",
      "That care for precision makes them valued in medicine, accounts, writing and every craft; it can also turn into worry and self-criticism. Kanya natives thrive when they accept that good is often good enough, and give their own health the attention they give their work.",
    ],
    libra: [
      "Tula is ruled by Venus and belongs to air: it weighs, balances and looks for what is fair. Its people are courteous, sociable and gifted at bringing others to agreement; partnership matters to them more than to most.",
      "Because they see both sides, Tula natives can be slow to decide and uneasy with conflict. They do well in trade, law, design and diplomacy, and grow when they learn that keeping the peace sometimes means a clear no.",
    ],
    scorpio: [
      "Vrishchika is ruled by Mars and is a fixed water sign: deep, private and intense. Its people feel strongly and keep their feelings to themselves, and they have a gift for research, for secrets and for what lies beneath the surface.",
      "Loyal to the end once trust is won, they find betrayal hard to forgive. Vrishchika natives have a great power to recover and remake themselves; they grow when they loosen their grip on control and turn their intensity to healing and focused work.",
    ],
    sagittarius: [
      "Dhanu is ruled by Jupiter and made of fire: the sign of the teacher, the pilgrim and the one who asks why. Its people are hopeful and frank, and drawn to learning, dharma, travel and wide horizons.",
      "Their honesty refreshes but can sting, and their faith in the future can make them careless with detail. Dhanu natives do well as teachers, advisers and guides, and grow when their principles are matched by patient follow-through.",
    ],
    capricorn: [
      "Makara is ruled by Saturn and made of earth: the sign of duty, effort and the long climb. Its people are serious, dependable and quietly ambitious, willing to wait years for results that last.",
      "Responsibility comes to them early, and rest or tenderness may not come easily. Makara natives gain steadily with age; they grow when they allow themselves some enjoyment on the way and trust others with part of the load.",
    ],
    aquarius: [
      "Kumbha is ruled by Saturn too, but it is an air sign, thoughtful and independent. Its people think about society, fairness and ideas ahead of their time, and often serve groups, causes and communities.",
      "Preferring principle to sentiment, they can seem detached, and they dislike being told what to do. Kumbha natives do well in science, technology, social work and reform, and grow when they let warmth into the ideals they hold.",
    ],
    pisces: [
      "Meena, the last sign, is ruled by Jupiter and made of water: gentle, imaginative and spiritual. Its people sense moods easily, forgive readily and are drawn to music, prayer, charity and the inner life.",
      "That openness can make boundaries hard to hold and practical matters easy to postpone. Meena natives do well in caring work, the arts and spiritual service, and grow when they give their compassion a firm daily routine.",
    ],
  },
};
