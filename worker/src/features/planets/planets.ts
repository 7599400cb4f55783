import {
  type BodyName,
  type DashaLord,
  degInSign,
  nakshatraOf,
  type PositionsResult,
  signIndex,
} from "@ephemeris";

/** A body's place as the API reports it. Nakshatras are sidereal, so tropical answers give null. */
export interface PlacementDto {
  longitudeDeg: number;
  signIndex: number;
  degInSign: number;
  nakshatra: { number: number; pada: number; lord: DashaLord } | null;
}

export interface PlanetDto extends PlacementDto {
  id: BodyName;
  latitudeDeg: number;
  speedDegPerDay: number;
  retrograde: boolean;
}

export interface PlanetsAnswer {
  datetime: string;
  jdUt: number;
  ayanamsa: { id: string; valueDeg: number };
  options: { zodiac: string; ayanamsa: string; node: string; houseSystem: string; position: string };
  planets: PlanetDto[];
  ascendant?: PlacementDto & { id: "ascendant" };
  houses?: { system: string; mcDeg: number; cuspsDeg: number[]; warning?: string };
  observer?: { latitude: number; longitude: number };
}

function placement(longitudeDeg: number, sidereal: boolean): PlacementDto {
  const n = sidereal ? nakshatraOf(longitudeDeg) : null;
  return {
    longitudeDeg,
    signIndex: signIndex(longitudeDeg),
    degInSign: degInSign(longitudeDeg),
    nakshatra: n && { number: n.number, pada: n.pada, lord: n.lord },
  };
}

/** Shapes one ephemeris batch as `GET /api/planets` answers it. Pure. */
export function toPlanetsAnswer(datetime: string, result: PositionsResult): PlanetsAnswer {
  const sidereal = result.options.zodiac === "sidereal";
  const answer: PlanetsAnswer = {
    datetime,
    jdUt: result.jdUt,
    ayanamsa: { id: result.options.ayanamsa, valueDeg: result.ayanamsaDeg },
    options: {
      zodiac: result.options.zodiac,
      ayanamsa: result.options.ayanamsa,
      node: result.options.node,
      houseSystem: result.options.houseSystem,
      position: result.options.position,
    },
    planets: result.bodies.map((b) => ({
      id: b.body,
      ...placement(b.longitudeDeg, sidereal),
      latitudeDeg: b.latitudeDeg,
      speedDegPerDay: b.speedDegPerDay,
      retrograde: b.retrograde,
    })),
  };
  if (result.observer && result.ascendantDeg !== undefined) {
    answer.observer = { latitude: result.observer.latitudeDeg, longitude: result.observer.longitudeDeg };
    answer.ascendant = { id: "ascendant", ...placement(result.ascendantDeg, sidereal) };
    answer.houses = {
      system: result.houseSystemUsed ?? result.options.houseSystem,
      mcDeg: result.mcDeg!,
      cuspsDeg: result.cuspsDeg!,
      ...(result.warning ? { warning: result.warning } : {}),
    };
  }
  return answer;
}
