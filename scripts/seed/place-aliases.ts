/**
 * Other names people type for Indian places, in Latin and in the Indic scripts: old names,
 * exonyms and everyday short forms that the gazetteer's Latin alternates (place-names.json)
 * do not carry in Devanagari, Tamil or Telugu. Keyed by GeoNames id.
 *
 * Sources: each city's renaming is a state government notification, summarised with the
 * native-script forms on the city's Wikipedia article in that language (hi/ta/te.wikipedia.org,
 * the lead sentence or "नाम"/"பெயர்"/"పేరు" section), cited per entry below. Short forms
 * (Dilli, Tiruchi) are the names those articles give as in common use.
 */
export const placeAliases: Record<number, { names: string[]; source: string }> = {
  // Varanasi: Banaras, Benares and Kashi (hi.wikipedia "वाराणसी": "बनारस", "काशी"; ta "வாரணாசி": "காசி"; te "వారణాసి": "కాశీ").
  1253405: { names: ["बनारस", "काशी", "बेनारस", "காசி", "பனாரஸ்", "కాశీ", "బనారస్"], source: "hi/ta/te.wikipedia Varanasi" },
  // Mumbai, Bombay until 1995 (Government of Maharashtra); "बंबई", "பம்பாய்", "బొంబాయి".
  1275339: { names: ["बंबई", "बम्बई", "बॉम्बे", "பம்பாய்", "బొంబాయి"], source: "hi/ta/te.wikipedia Mumbai; Maharashtra renaming 1995" },
  // Chennai, Madras until 1996 (Government of Tamil Nadu); "मद्रास", "மதராஸ்", "மெட்ராஸ்", "మద్రాసు", "చెన్నపట్నం".
  1264527: { names: ["मद्रास", "மதராஸ்", "மெட்ராஸ்", "சென்னைப்பட்டினம்", "మద్రాసు", "మద్రాస్", "చెన్నపట్నం"], source: "hi/ta/te.wikipedia Chennai; Tamil Nadu renaming 1996" },
  // Kolkata, Calcutta until 2001 (Government of West Bengal); "कलकत्ता", "கல்கத்தா", "కలకత్తా".
  1275004: { names: ["कलकत्ता", "கல்கத்தா", "కలకత్తా"], source: "hi/ta/te.wikipedia Kolkata; West Bengal renaming 2001" },
  // Bengaluru, Bangalore until 2014 (Government of Karnataka); "बैंगलोर", "बंगलौर", "பெங்களூர்", "బెంగుళూరు".
  1277333: { names: ["बैंगलोर", "बंगलौर", "बेंगलूरु", "பெங்களூர்", "பங்களூர்", "బెంగుళూరు", "బెంగళూర్"], source: "hi/ta/te.wikipedia Bengaluru; Karnataka renaming 2014" },
  // Prayagraj, Allahabad until 2018 (Government of Uttar Pradesh); "इलाहाबाद", "அலகாபாத்", "అలహాబాద్".
  1278994: { names: ["Allahabad", "इलाहाबाद", "प्रयाग", "அலகாபாத்", "అలహాబాద్"], source: "hi/ta/te.wikipedia Prayagraj; Uttar Pradesh renaming 2018" },
  // Gurugram, Gurgaon until 2016 (Government of Haryana); "गुड़गांव".
  1270642: { names: ["गुड़गांव", "गुड़गाँव"], source: "hi.wikipedia Gurugram; Haryana renaming 2016" },
  // Vadodara, Baroda; "बड़ौदा".
  1253573: { names: ["बड़ौदा"], source: "hi.wikipedia Vadodara" },
  // Pune, Poona; "पूना".
  1259229: { names: ["पूना"], source: "hi.wikipedia Pune" },
  // Thiruvananthapuram, Trivandrum until 1991 (Government of Kerala); "त्रिवेंद्रम", "திருவனந்தை".
  1254163: { names: ["त्रिवेंद्रम", "ट्रिवेंड्रम"], source: "hi.wikipedia Thiruvananthapuram" },
  // Tiruchirappalli, Trichy/Tiruchi: "திருச்சி", "त्रिची", "తిరుచ్చి".
  1254388: { names: ["திருச்சி", "त्रिची", "తిరుచ్చి"], source: "ta/hi/te.wikipedia Tiruchirappalli" },
  // Delhi, Dilli: "Dilli", "डेल्ही", "டில்லி", "ఢిల్లి".
  1273294: { names: ["Dilli", "Dehli", "देहली", "டில்லி", "ఢిల్లి"], source: "hi/ta/te.wikipedia Delhi" },
  // Hyderabad: the Telugu spelling with the final "u", "హైదరాబాదు".
  1269843: { names: ["హైదరాబాదు", "हैदराबाद दक्कन"], source: "te.wikipedia హైదరాబాదు" },
  // Puducherry, Pondicherry until 2006; "पांडिचेरी", "பாண்டிச்சேரி", "పాండిచ్చేరి".
  1259425: { names: ["पांडिचेरी", "பாண்டிச்சேரி", "పాండిచ్చేరి"], source: "hi/ta/te.wikipedia Puducherry; renaming 2006" },
  // Kochi, Cochin; "कोचीन", "கொச்சின்", "కొచ్చిన్".
  1273874: { names: ["कोचीन", "கொச்சின்", "కొచ్చిన్"], source: "hi/ta/te.wikipedia Kochi" },
  // Kozhikode, Calicut; "कालीकट", "கள்ளிக்கோட்டை".
  1265873: { names: ["कालीकट", "கள்ளிக்கோட்டை"], source: "hi/ta.wikipedia Kozhikode" },
  // Mysuru, Mysore until 2014 (Government of Karnataka); "मैसूरु", "மைசூரு".
  1262321: { names: ["मैसूरु", "மைசூரு"], source: "hi/ta.wikipedia Mysuru; Karnataka renaming 2014" },
  // Thoothukudi, Tuticorin; "तूतीकोरिन".
  8629640: { names: ["तूतीकोरिन"], source: "hi.wikipedia Thoothukudi" },
  // Thanjavur, Tanjore; "तंजावुर", "தஞ்சாவூர்", "తంజావూరు".
  1254649: { names: ["Thanjavur", "तंजावुर", "தஞ்சாவூர்", "தஞ்சை", "తంజావూరు"], source: "hi/ta/te.wikipedia Thanjavur" },
  // Dehradun, written as one word; "देहरादून".
  1273313: { names: ["Dehradun", "देहरादून"], source: "hi.wikipedia Dehradun" },
  // Bhubaneswar, the state's spelling; "भुवनेश्वर".
  1275817: { names: ["Bhubaneswar"], source: "Government of Odisha (bhubaneswar.odisha.gov.in)" },
  // Rajamahendravaram, Rajahmundry's name since 2015 (Government of Andhra Pradesh); "రాజమహేంద్రవరం".
  1258932: { names: ["Rajamahendravaram", "రాజమహేంద్రవరం", "రాజమండ్రి"], source: "te.wikipedia రాజమహేంద్రవరం; Andhra Pradesh renaming 2015" },
};
