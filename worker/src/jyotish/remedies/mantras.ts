// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The grahas' beej (seed) mantras and their traditional japa counts, as the navagraha shanti
 * manuals give them; the same Sanskrit in Devanagari, Tamil and Telugu letters, and an IAST
 * transliteration for readers of the Latin script. Tamil letters cannot mark every Sanskrit
 * sound (க் stands for k and g): the Tamil form is the one Tamil prayer books print.
 */
import type { GrahaId } from "../terms/grahas";

export interface BeejMantra {
  devanagari: string;
  tamil: string;
  telugu: string;
  iast: string;
  /** Repetitions for one full course (anushthana). */
  japaCount: number;
}

export const beejMantras: Record<GrahaId, BeejMantra> = {
  sun: { devanagari: "ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः", tamil: "ஓம் ஹ்ராம் ஹ்ரீம் ஹ்ரௌம் ஸஃ ஸூர்யாய நமஃ", telugu: "ఓం హ్రాం హ్రీం హ్రౌం సః సూర్యాయ నమః", iast: "oṃ hrāṃ hrīṃ hrauṃ saḥ sūryāya namaḥ", japaCount: 7000 },
  moon: { devanagari: "ॐ श्रां श्रीं श्रौं सः चन्द्रमसे नमः", tamil: "ஓம் ஷ்ராம் ஷ்ரீம் ஷ்ரௌம் ஸஃ சந்த்ரமஸே நமஃ", telugu: "ఓం శ్రాం శ్రీం శ్రౌం సః చంద్రమసే నమః", iast: "oṃ śrāṃ śrīṃ śrauṃ saḥ candramase namaḥ", japaCount: 11000 },
  mars: { devanagari: "ॐ क्रां क्रीं क्रौं सः भौमाय नमः", tamil: "ஓம் க்ராம் க்ரீம் க்ரௌம் ஸஃ பௌமாய நமஃ", telugu: "ఓం క్రాం క్రీం క్రౌం సః భౌమాయ నమః", iast: "oṃ krāṃ krīṃ krauṃ saḥ bhaumāya namaḥ", japaCount: 10000 },
  mercury: { devanagari: "ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः", tamil: "ஓம் ப்ராம் ப்ரீம் ப்ரௌம் ஸஃ புதாய நமஃ", telugu: "ఓం బ్రాం బ్రీం బ్రౌం సః బుధాయ నమః", iast: "oṃ brāṃ brīṃ brauṃ saḥ budhāya namaḥ", japaCount: 9000 },
  jupiter: { devanagari: "ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः", tamil: "ஓம் க்ராம் க்ரீம் க்ரௌம் ஸஃ குரவே நமஃ", telugu: "ఓం గ్రాం గ్రీం గ్రౌం సః గురవే నమః", iast: "oṃ grāṃ grīṃ grauṃ saḥ gurave namaḥ", japaCount: 19000 },
  venus: { devanagari: "ॐ द्रां द्रीं द्रौं सः शुक्राय नमः", tamil: "ஓம் த்ராம் த்ரீம் த்ரௌம் ஸஃ ஷுக்ராய நமஃ", telugu: "ఓం ద్రాం ద్రీం ద్రౌం సః శుక్రాయ నమః", iast: "oṃ drāṃ drīṃ drauṃ saḥ śukrāya namaḥ", japaCount: 16000 },
  saturn: { devanagari: "ॐ प्रां प्रीं प्रौं सः शनैश्चराय नमः", tamil: "ஓம் ப்ராம் ப்ரீம் ப்ரௌம் ஸஃ ஷனைஷ்சராய நமஃ", telugu: "ఓం ప్రాం ప్రీం ప్రౌం సః శనైశ్చరాయ నమః", iast: "oṃ prāṃ prīṃ prauṃ saḥ śanaiścarāya namaḥ", japaCount: 23000 },
  rahu: { devanagari: "ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः", tamil: "ஓம் ப்ராம் ப்ரீம் ப்ரௌம் ஸஃ ராஹவே நமஃ", telugu: "ఓం భ్రాం భ్రీం భ్రౌం సః రాహవే నమః", iast: "oṃ bhrāṃ bhrīṃ bhrauṃ saḥ rāhave namaḥ", japaCount: 18000 },
  ketu: { devanagari: "ॐ स्रां स्रीं स्रौं सः केतवे नमः", tamil: "ஓம் ஸ்ராம் ஸ்ரீம் ஸ்ரௌம் ஸஃ கேதவே நமஃ", telugu: "ఓం స్రాం స్రీం స్రౌం సః కేతవే నమః", iast: "oṃ srāṃ srīṃ srauṃ saḥ ketave namaḥ", japaCount: 17000 },
};
