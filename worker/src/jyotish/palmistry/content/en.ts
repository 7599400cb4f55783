// SPDX-License-Identifier: AGPL-3.0-or-later
import type { PalmistryContent } from "./types";

export const content: PalmistryContent = {
  features: {
    heart: {
      name: "Heart line",
      otherName: "Hridaya rekha",
      where: "The highest of the three main lines: it starts on the outer edge below the little finger and runs across the palm towards the index or middle finger.",
      lookFor: "Readers note where it ends: curving up between the index and middle fingers is read as warmth, ending straight under the middle finger as a more reserved nature. A deep, unbroken line is read as steady feelings; islands, breaks or many small branches as a changeable emotional life.",
    },
    head: {
      name: "Head line",
      otherName: "Mastishka rekha",
      where: "Starts on the thumb side between the thumb and the index finger, often joined to the life line, and crosses the middle of the palm.",
      lookFor: "A long, clear line is read as a thoughtful, focused mind; a short one as a quick, practical thinker. A line that slopes down towards the Mount of the Moon is linked with imagination, a straight one with logic; a fork at its end (the writer's fork) with seeing both sides.",
    },
    life: {
      name: "Life line",
      otherName: "Ayu rekha",
      where: "Begins at the thumb side near the head line and curves round the ball of the thumb down towards the wrist.",
      lookFor: "Despite its name, readers do not read the length of life from it: they look at its depth and the width of its curve for vitality and energy. A wide curve is read as enthusiasm, a line hugging the thumb as caution; breaks and overlapping pieces as changes of direction in life.",
    },
    fate: {
      name: "Fate line",
      otherName: "Bhagya rekha",
      where: "Rises up the middle of the palm from near the wrist towards the middle (Saturn) finger. Many hands have only part of it, or none.",
      lookFor: "Readers look at where it starts: from the life line, a career shaped by family; from the Mount of the Moon, one helped by others and the public. A strong, single line is read as a settled purpose; gaps or a line that starts late as a path found later in life.",
    },
    sun: {
      name: "Sun line (line of Apollo)",
      otherName: "Surya rekha",
      where: "A shorter vertical line rising towards the ring finger, often only in the upper palm.",
      lookFor: "Read as a sign of creativity, recognition and contentment in one's work. Readers note whether it is clear and unbroken and how high it starts; its absence is common and is not read as a bad sign.",
    },
    mercury: {
      name: "Mercury line (health line)",
      otherName: "Budh rekha",
      where: "Slants across the palm from near the base of the thumb or the wrist towards the little finger.",
      lookFor: "Traditionally tied to business sense, speech and general health habits. Many readers hold that a hand is better without it; a wavy or broken line is read as a reminder to care for routine and rest, not as a diagnosis.",
    },
    marriage: {
      name: "Marriage lines (relationship lines)",
      otherName: "Vivah rekha",
      where: "One or more short horizontal lines on the outer edge of the palm, between the base of the little finger and the heart line.",
      lookFor: "Readers look at the clearest and longest of them as a deep attachment or partnership; fainter lines as lighter bonds. A fork or a downward droop at the end is traditionally read as distance in a relationship. Their number is not read as a count of marriages.",
    },
    jupiter: {
      name: "Mount of Jupiter",
      otherName: "Guru parvat",
      where: "The fleshy pad at the base of the index finger.",
      lookFor: "A full, firm mount is read as ambition, leadership and a sense of dignity; an overdeveloped one as pride, a flat one as a lack of confidence. A small square or star here is traditionally a good mark.",
    },
    saturn: {
      name: "Mount of Saturn",
      otherName: "Shani parvat",
      where: "The pad at the base of the middle finger, usually the flattest of the mounts.",
      lookFor: "Readers link it with seriousness, patience and a liking for solitude and study. A modest mount is considered balanced; a very full one is read as melancholy, and the fate line ending here as duty carried well.",
    },
    "sun-mount": {
      name: "Mount of the Sun (Apollo)",
      otherName: "Surya parvat",
      where: "The pad at the base of the ring finger.",
      lookFor: "A well-formed mount is read as a love of beauty, art and a cheerful, generous nature. Readers look at it together with the Sun line for talent that is recognised.",
    },
    "mercury-mount": {
      name: "Mount of Mercury",
      otherName: "Budh parvat",
      where: "The pad at the base of the little finger, above the heart line.",
      lookFor: "Linked with speech, wit, trade and quick thinking. A full mount is read as a good communicator; small vertical lines here (the medical stripes) are traditionally said to mark a healer's or counsellor's temperament.",
    },
    venus: {
      name: "Mount of Venus",
      otherName: "Shukra parvat",
      where: "The ball of the thumb, enclosed by the curve of the life line.",
      lookFor: "A full, rosy mount is read as warmth, vitality and a love of music and company; a flat, narrow one as a quieter, more reserved nature. Fine lines crossing it are read as the people and ties that matter to us.",
    },
    moon: {
      name: "Mount of the Moon (Luna)",
      otherName: "Chandra parvat",
      where: "The lower outer part of the palm, opposite the thumb, above the wrist.",
      lookFor: "The seat of imagination, intuition and love of travel in the tradition. A full mount is read as a dreamy, creative nature; lines running in from the edge as journeys. A head line sloping into it adds imagination to thinking.",
    },
    "mars-upper": {
      name: "Upper Mars (outer Mars)",
      otherName: "Mangal parvat (bahya)",
      where: "On the outer edge of the palm, between the Mount of Mercury and the Mount of the Moon, below the heart line.",
      lookFor: "Read as moral courage: endurance, resisting pressure and keeping calm. A firm, full pad is read as staying power; a very hard one as stubbornness.",
    },
    "mars-lower": {
      name: "Lower Mars (inner Mars)",
      otherName: "Mangal parvat (antar)",
      where: "On the thumb side, between the Mount of Jupiter and the Mount of Venus, inside the start of the life line.",
      lookFor: "Read as physical courage and the drive to act. A well-formed mount is read as boldness; an overdeveloped one as a quick temper, a flat one as avoiding conflict.",
    },
    "mars-plain": {
      name: "Plain of Mars",
      otherName: "Mangal kshetra",
      where: "The hollow in the centre of the palm, between the two Mars mounts, crossed by the head and fate lines.",
      lookFor: "Readers look at whether it is hollow or flat: a deep hollow is read as a sensitive, easily discouraged nature, a firm flat plain as self-assurance. Crosses and lines here are read with the lines that pass through it.",
    },
  },
  shapes: {
    earth: {
      name: "Earth hand",
      looks: "A square palm, about as long as it is wide, with short fingers; the skin often firm with few but deep lines.",
      nature: "Read as practical, reliable and hard-working: someone who likes solid results, routine and working with the hands.",
    },
    air: {
      name: "Air hand",
      looks: "A square palm with long fingers; clear, fine lines.",
      nature: "Read as curious, communicative and thoughtful: at home with ideas, words and people, sometimes restless.",
    },
    fire: {
      name: "Fire hand",
      looks: "An oblong palm, longer than it is wide, with short fingers; many strong lines.",
      nature: "Read as energetic, enthusiastic and spontaneous: a natural starter who acts quickly and inspires others.",
    },
    water: {
      name: "Water hand",
      looks: "An oblong palm with long, slender fingers; many fine lines.",
      nature: "Read as sensitive, intuitive and imaginative: moved by feelings, drawn to art and caring for others.",
    },
  },
  samudrika:
    "In the Indian Samudrika Shastra tradition the hand is read together with the whole body, the face and the gait, not alone. Its lines carry Indian names (ayu, mastishka, hridaya and bhagya rekha) and its mounts belong to the grahas, so a reader often compares the hand with the birth chart. Auspicious marks such as the fish, the lotus or the conch are looked for on the palm and fingers.",
};
