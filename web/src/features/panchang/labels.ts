import { m } from "../../paraglide/messages.js";
import type { Ayanamsa, Frame, SunriseDefinition } from "./api";

/** The "how computed" choices as the pages name them. */
export const ayanamsaLabel: Record<Ayanamsa, () => string> = {
  lahiri: m.pc_ayanamsa_lahiri,
  "true-chitra": m.pc_ayanamsa_true_chitra,
  raman: m.pc_ayanamsa_raman,
  kp: m.pc_ayanamsa_kp,
  yukteshwar: m.pc_ayanamsa_yukteshwar,
  "fagan-bradley": m.pc_ayanamsa_fagan_bradley,
};
export const sunriseLabel: Record<SunriseDefinition, () => string> = {
  "upper-limb": m.pc_sunrise_upper_limb,
  "disc-centre": m.pc_sunrise_disc_centre,
};

export const frameLabel: Record<Frame, () => string> = {
  drik: m.pc_frame_drik,
  apparent: m.pc_frame_apparent,
  geometric: m.pc_frame_geometric,
};
