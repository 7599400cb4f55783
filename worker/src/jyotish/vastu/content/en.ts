// SPDX-License-Identifier: AGPL-3.0-or-later
import type { VastuContent } from "./types";

export const content: VastuContent = {
  rooms: {
    entrance: {
      name: "Main entrance",
      rule: "The north, north-east and east sides hold most of the auspicious door positions (padas) and let in the morning light; north-west and west are acceptable; the south-west and the centre are avoided.",
      remedy: "Keep the door well lit, clean and in good repair; hang a toran of mango leaves or place a pair of auspicious symbols (swastika, Om) on either side; a brass threshold strip or a pyramid above the door is traditionally used. Before moving a door, have a builder check the wall.",
    },
    kitchen: {
      name: "Kitchen",
      rule: "The south-east belongs to Agni, the fire god, so it is the best place to cook; the north-west is the usual second choice, and the south or east can serve. Fire in the north-east (the water corner) is avoided.",
      remedy: "Place the stove in the south-east corner of the kitchen itself and cook facing east; use warm colours such as orange, red or pink; keep water (sink, filter) apart from the stove; keep the north-east of the kitchen clean and light.",
    },
    "master-bedroom": {
      name: "Master bedroom",
      rule: "The south-west is the heaviest, most stable corner, suited to the head of the household; south, west and north-west are acceptable. The north-east and the centre should stay light, and the south-east is Agni's.",
      remedy: "Put the bed in the south-west part of the room, head to the south or east; use earthy colours (cream, beige, light brown); keep heavy cupboards on the south and west walls; avoid mirrors facing the bed.",
    },
    bedroom: {
      name: "Bedroom (children, guests)",
      rule: "West, north-west and south suit other bedrooms; north, east and south-west are acceptable. The north-east and the centre are kept free, and the south-east's fire makes sleep restless.",
      remedy: "Sleep with the head to the south or east; choose soft blues, greens or cream; keep the north-east of the room uncluttered; a study table facing east or north helps children.",
    },
    puja: {
      name: "Puja room",
      rule: "The north-east belongs to Ishana and is the seat of worship; east, north, west and the open centre are acceptable. Worship in the south, south-west or south-east is avoided.",
      remedy: "Place the idols so that you face east or north-east while praying; keep the shelf off the floor and the room clean; use white, cream or light yellow; light a lamp daily; never share a wall with a toilet.",
    },
    toilet: {
      name: "Toilet",
      rule: "Toilets go to the north-west or west; the south and south-east are acceptable. The north-east (the holiest corner), the south-west, the centre and the north and east are avoided.",
      remedy: "Keep the toilet door closed and the seat lid down; keep it dry, clean and well ventilated with an exhaust fan; use white or cream; keep a bowl of sea salt (changed weekly) and a small plant outside the door. Moving a toilet is major plumbing work: do not break walls without an engineer.",
    },
    bathroom: {
      name: "Bathroom (bath only)",
      rule: "Bathing is best in the east or north, where the morning sun and water suit each other; north-east, north-west and west are acceptable. The south-east, south, south-west and centre are avoided.",
      remedy: "Let water drain to the north or east; keep the room light-coloured and dry; fix leaking taps at once; place mirrors on the north or east wall.",
    },
    living: {
      name: "Living room",
      rule: "North, east and north-east suit the room where the family and guests meet; most other zones are acceptable. The south-west, best kept for the master of the house, is avoided.",
      remedy: "Seat the family on the south and west sides facing north or east; keep the north-east corner open with a plant or water feature; use light, cheerful colours; keep heavy furniture to the south and west.",
    },
    study: {
      name: "Study",
      rule: "East and north-east favour learning and the west favours concentration; north, north-west and south-west are acceptable. The south-east and south, and the centre, are avoided.",
      remedy: "Sit facing east or north; keep the desk away from beams; use light green, cream or light yellow; keep books on the south or west wall and the desk uncluttered.",
    },
    staircase: {
      name: "Staircase",
      rule: "Stairs are weight and belong to the south, west or south-west; south-east and north-west are acceptable. The north-east, north, east and the centre are kept light.",
      remedy: "Make the stairs climb clockwise; keep the space under them for storage, not a puja or a toilet; use light colours; keep the north-east of the house open. Rebuilding stairs is structural: ask an engineer first.",
    },
    store: {
      name: "Store room",
      rule: "Heavy storage belongs to the south-west and grain traditionally to the north-west; south, west and south-east are acceptable. The north-east, north, east and centre are kept free.",
      remedy: "Keep heavy items on the south and west walls and the north-east corner of the room empty; keep it clean, dry and well lit; do not store broken things.",
    },
    "underground-water": {
      name: "Underground water (sump, borewell)",
      rule: "Water below the ground belongs to Ishana's north-east, and to the north and east beside it; the west and north-west are acceptable. A sump in the south-east, south, south-west or centre is avoided.",
      remedy: "Keep the sump covered and clean; mark the north-east of the plot with a small water feature or a tulsi plant; keep the south-west of the plot higher and heavier. Filling or moving a borewell needs a qualified driller.",
    },
    "overhead-tank": {
      name: "Overhead water tank",
      rule: "Water stored high is weight, so it goes to the south-west or west; south and north-west are acceptable. A tank above the north-east, the centre, or the south-east (Agni) is avoided.",
      remedy: "Raise a load on the south-west of the roof or keep the tank on a platform away from the north-east corner; use a white or light tank; keep it leak-free. Moving a tank needs a structural check of the roof.",
    },
  },
  zones: {
    nw: { name: "North-west", short: "North-west", about: "Vayu, the wind (air): movement — guests, stores, vehicles." },
    n: { name: "North", short: "North", about: "Kubera, the lord of wealth (water): open, light and free." },
    ne: { name: "North-east", short: "North-east", about: "Ishana (water): the purest corner — worship, water, light." },
    w: { name: "West", short: "West", about: "Varuna, the lord of waters: study, dining, bedrooms." },
    centre: { name: "Brahmasthan (centre)", short: "Brahmasthan", about: "Brahma (space): kept open, light and free of weight." },
    e: { name: "East", short: "East", about: "Indra and the rising Sun: light, entrances, bathing." },
    sw: { name: "South-west", short: "South-west", about: "Nirriti and the ancestors (earth): weight and stability." },
    s: { name: "South", short: "South", about: "Yama (earth): heavy walls, stairs, storage." },
    se: { name: "South-east", short: "South-east", about: "Agni, the fire god: the kitchen and electrical things." },
  },
  sources: {
    mayamata: "Mayamata, ch. 7 (padavinyasa: the site diagram and the deities of its squares)",
    manasara: "Manasara, ch. 7 (padavinyasa)",
    practice: "Common Vastu Shastra practice, from the deity and element of each zone",
    padas: "The 32 padas of the outer ring of the site diagram (Mayamata ch. 7), simplified here to directions",
  },
  padaNote:
    "The classical texts judge a door by the 32 padas (squares) of the outer ring of the site diagram, eight on each side, some auspicious and some not on every side. This tool simplifies them to whole directions, as popular practice does; a consultant would place the door pada by pada.",
  caution:
    "Vastu is a traditional practice. The remedies here are gentle ones — colours, elements and the placement of things. Never break walls, move plumbing or rebuild stairs on Vastu grounds alone without a qualified engineer.",
};
