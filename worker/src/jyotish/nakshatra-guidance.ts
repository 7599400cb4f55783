/**
 * Today's guidance from the Moon's nakshatra: the short "what the day favours, what to avoid"
 * line a panchang or daily astrology column gives, in en, hi, ta and te.
 *
 * Convention: the seven-fold muhurta classification of the nakshatras by nature, as given in
 * Muhurta Chintamani (Nakshatra Prakarana) and Brihat Samhita (the chapter on the works suited
 * to each nakshatra):
 *   dhruva / sthira (fixed):        Rohini, Uttara Phalguni, Uttara Ashadha, Uttara Bhadrapada
 *   chara / chala (moving):         Punarvasu, Swati, Shravana, Dhanishta, Shatabhisha
 *   ugra / krura (fierce):          Bharani, Magha, Purva Phalguni, Purva Ashadha, Purva Bhadrapada
 *   mishra / sadharana (mixed):     Krittika, Vishakha
 *   kshipra / laghu (swift, light): Ashwini, Pushya, Hasta (and Abhijit, not one of the 27 here)
 *   mridu / maitra (soft, friendly): Mrigashira, Chitra, Anuradha, Revati
 *   tikshna / daruna (sharp):       Ardra, Ashlesha, Jyeshtha, Mula
 * The texts follow each nakshatra's class, with a touch of its presiding deity where the
 * tradition leans on it (Pushan for Revati, Vishnu for Shravana, the Pitris for Magha).
 *
 * This is general guidance for the day, the same for everyone; it is not a personal horoscope
 * and does not replace a muhurta chosen for a particular person and event.
 */
import type { NakshatraId, Term } from "./glossary";

export type NakshatraNature = "dhruva" | "chara" | "ugra" | "mishra" | "kshipra" | "mridu" | "tikshna";

/** The muhurta class of each nakshatra (see the header for the convention). */
export const nakshatraNature: Record<NakshatraId, NakshatraNature> = {
  ashwini: "kshipra",
  bharani: "ugra",
  krittika: "mishra",
  rohini: "dhruva",
  mrigashira: "mridu",
  ardra: "tikshna",
  punarvasu: "chara",
  pushya: "kshipra",
  ashlesha: "tikshna",
  magha: "ugra",
  "purva-phalguni": "ugra",
  "uttara-phalguni": "dhruva",
  hasta: "kshipra",
  chitra: "mridu",
  swati: "chara",
  vishakha: "mishra",
  anuradha: "mridu",
  jyeshtha: "tikshna",
  mula: "tikshna",
  "purva-ashadha": "ugra",
  "uttara-ashadha": "dhruva",
  shravana: "chara",
  dhanishta: "chara",
  shatabhisha: "chara",
  "purva-bhadrapada": "ugra",
  "uttara-bhadrapada": "dhruva",
  revati: "mridu",
};

/** One or two sentences (≤ 220 characters each language) on what the day favours and what to avoid. */
export const nakshatraGuidance: Record<NakshatraId, Term> = {
  ashwini: {
    en: "A light, swift (kshipra) day: good for starting a journey, beginning treatment or medicine, learning something new and quick tasks. Avoid rash decisions and hasty quarrels.",
    hi: "क्षिप्र (लघु) स्वभाव का दिन: यात्रा आरंभ करने, इलाज या दवा शुरू करने, नई विद्या सीखने और जल्दी निपटने वाले कामों के लिए अच्छा। जल्दबाज़ी के फ़ैसलों और विवाद से बचें।",
    ta: "விரைவான, இலகுவான (க்ஷிப்ர) நாள்: பயணம் தொடங்க, மருத்துவம் அல்லது சிகிச்சை ஆரம்பிக்க, புதிதாகக் கற்க ஏற்றது. அவசர முடிவுகளையும் வீண் வாக்குவாதத்தையும் தவிர்க்கவும்.",
    te: "క్షిప్ర (లఘు) స్వభావం గల రోజు: ప్రయాణం మొదలుపెట్టడానికి, వైద్యం లేదా చికిత్స ప్రారంభించడానికి, కొత్త విద్య నేర్చుకోవడానికి అనుకూలం. తొందరపాటు నిర్ణయాలు, వాదనలు వద్దు.",
  },
  bharani: {
    en: "A fierce (ugra) day: suited to hard, disciplined work, clearing pending duties and facing difficult matters directly. Avoid starting journeys, auspicious ceremonies and new ventures.",
    hi: "उग्र स्वभाव का दिन: कठिन और अनुशासित काम, रुके हुए कर्तव्य निपटाने और कठिन मामलों का सीधे सामना करने के लिए उपयुक्त। यात्रा, मांगलिक कार्य और नया उद्यम आरंभ करने से बचें।",
    ta: "உக்கிரமான நாள்: கடினமான, ஒழுங்கான உழைப்புக்கும் நிலுவையில் உள்ள கடமைகளை முடிக்கவும் ஏற்றது. பயணம், சுப காரியங்கள், புதிய தொழில் தொடக்கம் ஆகியவற்றைத் தவிர்க்கவும்.",
    te: "ఉగ్ర స్వభావం గల రోజు: కష్టమైన, క్రమశిక్షణతో కూడిన పనులకు, మిగిలిపోయిన బాధ్యతలు పూర్తి చేయడానికి అనుకూలం. ప్రయాణం, శుభకార్యాలు, కొత్త వ్యాపార ప్రారంభం వాయిదా వేయండి.",
  },
  krittika: {
    en: "A mixed (mishra) day: good for routine work, cooking, work with fire or metal, and cleaning or sorting things out. Leave major auspicious beginnings for another day; keep words gentle.",
    hi: "मिश्र स्वभाव का दिन: रोज़मर्रा के काम, रसोई, अग्नि या धातु से जुड़े काम और साफ़-सफ़ाई के लिए अच्छा। बड़े मांगलिक आरंभ किसी और दिन करें; वाणी में कठोरता से बचें।",
    ta: "கலப்பு (மிஸ்ர) நாள்: அன்றாட வேலைகள், சமையல், நெருப்பு அல்லது உலோகம் சார்ந்த பணிகள், சுத்தம் செய்தலுக்கு ஏற்றது. பெரிய சுப காரியங்களை வேறு நாளில் தொடங்கவும்; கடுஞ்சொல் தவிர்க்கவும்.",
    te: "మిశ్రమ స్వభావం గల రోజు: రోజువారీ పనులు, వంట, అగ్ని లేదా లోహానికి సంబంధించిన పనులు, శుభ్రపరచడానికి అనుకూలం. పెద్ద శుభకార్యాలు మరో రోజు ప్రారంభించండి; కఠినంగా మాట్లాడకండి.",
  },
  rohini: {
    en: "A fixed (dhruva) day: good for things meant to last, such as laying foundations, house work, planting, buying land and making commitments. Less suited to starting journeys or changing course.",
    hi: "स्थिर (ध्रुव) स्वभाव का दिन: टिकाऊ कामों के लिए अच्छा, जैसे नींव रखना, गृह निर्माण, पौधे लगाना, भूमि खरीदना और पक्के वचन देना। यात्रा आरंभ करने या योजना बदलने के लिए कम उपयुक्त।",
    ta: "நிலையான (ஸ்திர) நாள்: அடிக்கல் நாட்டுதல், வீடு கட்டுதல், செடி நடுதல், நிலம் வாங்குதல் போன்ற நீடித்து நிற்க வேண்டிய காரியங்களுக்கு ஏற்றது. பயணம் தொடங்கவும் திட்டத்தை மாற்றவும் உகந்தது அல்ல.",
    te: "స్థిర (ధ్రువ) స్వభావం గల రోజు: శంకుస్థాపన, గృహ నిర్మాణం, మొక్కలు నాటడం, భూమి కొనుగోలు వంటి శాశ్వతంగా నిలవాల్సిన పనులకు అనుకూలం. ప్రయాణ ప్రారంభానికి, మార్పులకు అంత అనుకూలం కాదు.",
  },
  mrigashira: {
    en: "A soft (mridu) day: good for friendships, music and the arts, buying clothes or ornaments, learning and gentle errands. Avoid harsh words, confrontation and forceful action.",
    hi: "मृदु स्वभाव का दिन: मित्रता, संगीत और कला, वस्त्र या आभूषण खरीदने, अध्ययन और सौम्य कामों के लिए शुभ। कठोर वचन, टकराव और ज़ोर-ज़बरदस्ती से बचें।",
    ta: "மென்மையான (மிருது) நாள்: நட்பு, இசை, கலைகள், ஆடை அணிகலன் வாங்குதல், கல்வி ஆகியவற்றுக்கு ஏற்றது. கடுஞ்சொல், மோதல், வலுக்கட்டாயமான செயல்களைத் தவிர்க்கவும்.",
    te: "మృదు స్వభావం గల రోజు: స్నేహం, సంగీతం, కళలు, వస్త్రాలు లేదా ఆభరణాల కొనుగోలు, చదువుకు శుభం. కఠిన మాటలు, ఘర్షణలు, బలవంతపు పనులు మానండి.",
  },
  ardra: {
    en: "A sharp (tikshna) day: suited to hard effort, research, breaking a bad habit or clearing out what is no longer needed. Avoid auspicious beginnings and new partnerships; keep your temper in check.",
    hi: "तीक्ष्ण स्वभाव का दिन: कड़ी मेहनत, शोध, बुरी आदत छोड़ने या अनावश्यक चीज़ें हटाने के लिए उपयुक्त। मांगलिक आरंभ और नई साझेदारी टालें; क्रोध पर संयम रखें।",
    ta: "கூர்மையான (தீக்ஷ்ண) நாள்: கடின உழைப்பு, ஆராய்ச்சி, தீய பழக்கத்தை விடுதல், தேவையற்றவற்றை அகற்றுதலுக்கு ஏற்றது. சுப தொடக்கங்களையும் புதிய கூட்டுகளையும் தவிர்க்கவும்; கோபத்தை அடக்குங்கள்.",
    te: "తీక్ష్ణ స్వభావం గల రోజు: కఠోర శ్రమ, పరిశోధన, చెడు అలవాటు మానడం, అనవసరమైనవి తొలగించడానికి అనుకూలం. శుభారంభాలు, కొత్త భాగస్వామ్యాలు వాయిదా వేయండి; కోపాన్ని అదుపులో ఉంచండి.",
  },
  punarvasu: {
    en: "A moving (chara) day: good for travel, buying or using vehicles, shifting and resuming work that was interrupted. Less suited to laying foundations or anything meant to stay fixed.",
    hi: "चर स्वभाव का दिन: यात्रा, वाहन खरीदने या चलाने, स्थान बदलने और रुके हुए काम फिर से शुरू करने के लिए अच्छा। नींव रखने जैसे स्थायी कामों के लिए कम उपयुक्त।",
    ta: "சர (அசையும்) நாள்: பயணம், வாகனம் வாங்குதல், இடம் மாறுதல், நின்றுபோன வேலையை மீண்டும் தொடங்குதலுக்கு ஏற்றது. அடிக்கல் நாட்டுதல் போன்ற நிலையான காரியங்களுக்கு உகந்தது அல்ல.",
    te: "చర స్వభావం గల రోజు: ప్రయాణం, వాహన కొనుగోలు, స్థలమార్పు, ఆగిపోయిన పనిని మళ్లీ మొదలుపెట్టడానికి అనుకూలం. శంకుస్థాపన వంటి స్థిరమైన పనులకు అంత అనుకూలం కాదు.",
  },
  pushya: {
    en: "A light, nourishing (kshipra) day, counted among the best: good for learning, worship, trade, buying valuables and starting treatment. By custom, weddings are not fixed on this nakshatra.",
    hi: "क्षिप्र और पोषक स्वभाव का दिन, परंपरा में श्रेष्ठ: विद्या, पूजा, व्यापार, मूल्यवान वस्तु खरीदने और उपचार आरंभ के लिए शुभ। परंपरा के अनुसार इस नक्षत्र में विवाह नहीं रखा जाता।",
    ta: "இலகுவான, வளம் தரும் (க்ஷிப்ர) நாள், மரபில் சிறந்தது: கல்வி, வழிபாடு, வியாபாரம், மதிப்புள்ள பொருள் வாங்குதல், சிகிச்சை தொடங்க ஏற்றது. வழக்கப்படி இந்நட்சத்திரத்தில் திருமணம் வைப்பதில்லை.",
    te: "క్షిప్ర స్వభావం గల పోషక దినం, సంప్రదాయంలో శ్రేష్ఠమైనది: విద్య, పూజ, వ్యాపారం, విలువైన వస్తువుల కొనుగోలు, చికిత్స ప్రారంభానికి శుభం. ఆచారం ప్రకారం ఈ నక్షత్రంలో వివాహం పెట్టరు.",
  },
  ashlesha: {
    en: "A sharp (tikshna) day: suited to careful strategy, research and firmly dealing with a hidden or long-standing problem. Avoid auspicious beginnings and new agreements; think before you promise.",
    hi: "तीक्ष्ण स्वभाव का दिन: सोची-समझी रणनीति, शोध और छिपी या पुरानी समस्या से दृढ़ता से निपटने के लिए उपयुक्त। मांगलिक आरंभ और नए अनुबंध टालें; वादा सोच-समझकर करें।",
    ta: "கூர்மையான (தீக்ஷ்ண) நாள்: கவனமான திட்டமிடல், ஆராய்ச்சி, மறைந்த அல்லது நீண்டகாலப் பிரச்சினையை உறுதியாகக் கையாளுதலுக்கு ஏற்றது. சுப தொடக்கங்களையும் புதிய ஒப்பந்தங்களையும் தவிர்க்கவும்.",
    te: "తీక్ష్ణ స్వభావం గల రోజు: ఆలోచనాత్మక వ్యూహం, పరిశోధన, దాగిన లేదా పాత సమస్యను దృఢంగా పరిష్కరించడానికి అనుకూలం. శుభారంభాలు, కొత్త ఒప్పందాలు వాయిదా వేయండి; ఆలోచించి మాట ఇవ్వండి.",
  },
  magha: {
    en: "A fierce (ugra) day ruled by the ancestors: good for honouring elders and ancestors, family duties and matters of tradition or authority. Avoid starting new ventures and auspicious ceremonies.",
    hi: "उग्र स्वभाव का दिन, देवता पितर: बड़ों और पितरों का सम्मान, पारिवारिक कर्तव्य और परंपरा या अधिकार से जुड़े कामों के लिए अच्छा। नया उद्यम और मांगलिक कार्य आरंभ करने से बचें।",
    ta: "உக்கிரமான நாள்; அதிதேவதை பித்ருக்கள்: பெரியோரையும் முன்னோரையும் போற்றுதல், குடும்பக் கடமைகளுக்கு ஏற்றது. புதிய தொழிலையும் சுப காரியங்களையும் தொடங்குவதைத் தவிர்க்கவும்.",
    te: "ఉగ్ర స్వభావం గల రోజు, అధిదేవతలు పితృదేవతలు: పెద్దలను, పూర్వీకులను గౌరవించడం, కుటుంబ బాధ్యతలకు అనుకూలం. కొత్త వ్యాపారం, శుభకార్యాల ప్రారంభం వాయిదా వేయండి.",
  },
  "purva-phalguni": {
    en: "A fierce (ugra) day in the muhurta texts, ruled by Bhaga: good for rest, time with family and finishing bold, pending tasks. Avoid starting new ventures or ceremonies; keep spending in check.",
    hi: "मुहूर्त ग्रंथों में उग्र नक्षत्र, देवता भग: विश्राम, परिवार के साथ समय और साहस वाले अधूरे काम पूरे करने के लिए ठीक। नया उद्यम या मांगलिक कार्य आरंभ न करें; खर्च पर ध्यान रखें।",
    ta: "முகூர்த்த நூல்களில் உக்கிர நட்சத்திரம்: ஓய்வு, குடும்பத்துடன் நேரம், துணிவு தேவைப்படும் நிலுவை வேலைகளை முடிக்க ஏற்றது. புதிய தொழில், சுப காரியத் தொடக்கம் தவிர்க்கவும்; செலவில் கவனம்.",
    te: "ముహూర్త గ్రంథాల ప్రకారం ఉగ్ర నక్షత్రం: విశ్రాంతి, కుటుంబంతో సమయం, ధైర్యం కావాల్సిన మిగిలిన పనులు పూర్తి చేయడానికి అనుకూలం. కొత్త వ్యాపారం, శుభకార్యాల ప్రారంభం వద్దు; ఖర్చులో జాగ్రత్త.",
  },
  "uttara-phalguni": {
    en: "A fixed (dhruva) day: good for lasting commitments, agreements, house work and starting what you mean to keep, such as a partnership or savings. Less suited to journeys and quick changes.",
    hi: "स्थिर (ध्रुव) स्वभाव का दिन: स्थायी वचन, समझौते, गृह-कार्य और साझेदारी या बचत जैसे लंबे चलने वाले काम शुरू करने के लिए अच्छा। यात्रा और जल्द बदलाव के लिए कम उपयुक्त।",
    ta: "நிலையான (ஸ்திர) நாள்: நீண்டகால ஒப்பந்தங்கள், வீட்டு வேலைகள், கூட்டுறவு அல்லது சேமிப்பு போன்ற நீடிக்க வேண்டியவற்றைத் தொடங்க ஏற்றது. பயணத்துக்கும் திடீர் மாற்றங்களுக்கும் உகந்தது அல்ல.",
    te: "స్థిర (ధ్రువ) స్వభావం గల రోజు: దీర్ఘకాల ఒప్పందాలు, గృహ సంబంధ పనులు, భాగస్వామ్యం లేదా పొదుపు వంటి నిలకడగా సాగాల్సినవి ప్రారంభించడానికి అనుకూలం. ప్రయాణాలకు, హఠాత్ మార్పులకు అంత అనుకూలం కాదు.",
  },
  hasta: {
    en: "A light, swift (kshipra) day: good for work with the hands, crafts, trade and sales, short trips, learning and starting treatment. Avoid leaving tasks half done.",
    hi: "क्षिप्र (लघु) स्वभाव का दिन: हाथ के काम, शिल्प, व्यापार और बिक्री, छोटी यात्रा, पढ़ाई और इलाज आरंभ करने के लिए अच्छा। काम अधूरा छोड़ने से बचें।",
    ta: "விரைவான, இலகுவான (க்ஷிப்ர) நாள்: கைவினை, கைத்தொழில், வியாபாரம், விற்பனை, குறுகிய பயணம், கல்வி, சிகிச்சை தொடங்க ஏற்றது. வேலையைப் பாதியில் விடுவதைத் தவிர்க்கவும்.",
    te: "క్షిప్ర (లఘు) స్వభావం గల రోజు: చేతిపనులు, కళాకృతులు, వ్యాపారం, అమ్మకాలు, చిన్న ప్రయాణాలు, చదువు, చికిత్స ప్రారంభానికి అనుకూలం. పనులు మధ్యలో వదిలేయకండి.",
  },
  chitra: {
    en: "A soft (mridu) day ruled by the divine craftsman: good for design, decoration, jewellery, new clothes, the arts and friendly meetings. Avoid harsh words and forceful dealings.",
    hi: "मृदु स्वभाव का दिन, देवता विश्वकर्मा: सजावट, डिज़ाइन, आभूषण, नए वस्त्र, कला और मैत्रीपूर्ण मेल-जोल के लिए शुभ। कठोर वचन और ज़ोर-ज़बरदस्ती से बचें।",
    ta: "மென்மையான (மிருது) நாள்; அதிதேவதை விஸ்வகர்மா: அலங்காரம், வடிவமைப்பு, நகை, புத்தாடை, கலைகள், நட்பான சந்திப்புகளுக்கு ஏற்றது. கடுஞ்சொல்லையும் வற்புறுத்தலையும் தவிர்க்கவும்.",
    te: "మృదు స్వభావం గల రోజు, అధిదేవత విశ్వకర్మ: అలంకరణ, రూపకల్పన, ఆభరణాలు, కొత్త బట్టలు, కళలు, స్నేహపూర్వక కలయికలకు శుభం. కఠిన మాటలు, బలవంతం మానండి.",
  },
  swati: {
    en: "A moving (chara) day ruled by Vayu, the wind: good for travel, trade and business dealings, vehicles and independent work. Less suited to fixed commitments or laying foundations.",
    hi: "चर स्वभाव का दिन, देवता वायु: यात्रा, व्यापार और लेन-देन, वाहन और स्वतंत्र कामों के लिए अच्छा। स्थायी प्रतिबद्धता या नींव रखने के लिए कम उपयुक्त।",
    ta: "சர (அசையும்) நாள்; அதிதேவதை வாயு: பயணம், வியாபாரம், கொடுக்கல் வாங்கல், வாகனம் தொடர்பான காரியங்களுக்கு ஏற்றது. நிலையான உறுதிமொழிகளுக்கும் அடிக்கல் நாட்டுதலுக்கும் உகந்தது அல்ல.",
    te: "చర స్వభావం గల రోజు, అధిదేవత వాయువు: ప్రయాణం, వ్యాపారం, లావాదేవీలు, వాహన సంబంధ పనులకు అనుకూలం. స్థిరమైన ఒప్పందాలకు, శంకుస్థాపనకు అంత అనుకూలం కాదు.",
  },
  vishakha: {
    en: "A mixed (mishra) day ruled by Indra and Agni: good for steady effort toward a goal, routine work, worship and work with fire. Leave major new beginnings for another day; avoid rivalry.",
    hi: "मिश्र स्वभाव का दिन, देवता इंद्र और अग्नि: लक्ष्य की ओर लगातार प्रयास, दैनिक काम, पूजा और अग्नि से जुड़े कामों के लिए अच्छा। बड़े नए आरंभ किसी और दिन करें; होड़ से बचें।",
    ta: "கலப்பு (மிஸ்ர) நாள்; அதிதேவதைகள் இந்திரன், அக்னி: இலக்கை நோக்கிய தொடர் முயற்சி, அன்றாட வேலை, வழிபாட்டுக்கு ஏற்றது. பெரிய புதிய தொடக்கங்களை வேறு நாளில் செய்யவும்; போட்டி மனப்பான்மை தவிர்க்கவும்.",
    te: "మిశ్రమ స్వభావం గల రోజు, అధిదేవతలు ఇంద్రాగ్నులు: లక్ష్యం వైపు నిరంతర కృషి, రోజువారీ పనులు, పూజకు అనుకూలం. పెద్ద కొత్త ప్రారంభాలు మరో రోజుకు ఉంచండి; పోటీ, అసూయ మానండి.",
  },
  anuradha: {
    en: "A friendly (mridu) day ruled by Mitra: good for making and keeping friends, teamwork, reconciliation, devotion and the arts. Avoid harsh dealings and breaking ties.",
    hi: "मृदु (मैत्र) स्वभाव का दिन, देवता मित्र: नई मित्रता, मिल-जुलकर काम, मेल-मिलाप, भक्ति और कला के लिए शुभ। कठोर व्यवहार और संबंध तोड़ने से बचें।",
    ta: "மென்மையான, நட்புக்குரிய நாள்; அதிதேவதை மித்திரன்: நட்பு, கூட்டு முயற்சி, சமரசம், பக்தி, கலைகளுக்கு ஏற்றது. கடுமையான நடத்தையையும் உறவுகளை முறிப்பதையும் தவிர்க்கவும்.",
    te: "మృదు (మైత్ర) స్వభావం గల రోజు, అధిదేవత మిత్రుడు: స్నేహం, సమష్టి కృషి, రాజీ, భక్తి, కళలకు శుభం. కఠిన వ్యవహారం, సంబంధాలు తెంచుకోవడం మానండి.",
  },
  jyeshtha: {
    en: "A sharp (tikshna) day ruled by Indra: suited to taking charge, decisive action and firmly handling difficult matters. Avoid auspicious beginnings, ego clashes and pressing others too hard.",
    hi: "तीक्ष्ण स्वभाव का दिन, देवता इंद्र: ज़िम्मेदारी संभालने, निर्णायक कदम उठाने और कठिन मामलों को दृढ़ता से निपटाने के लिए उपयुक्त। मांगलिक आरंभ, अहं के टकराव और दूसरों पर दबाव से बचें।",
    ta: "கூர்மையான (தீக்ஷ்ண) நாள்; அதிதேவதை இந்திரன்: பொறுப்பேற்றல், உறுதியான முடிவுகள், கடினமான விஷயங்களைக் கையாளுதலுக்கு ஏற்றது. சுப தொடக்கங்களையும் அகந்தை மோதல்களையும் தவிர்க்கவும்.",
    te: "తీక్ష్ణ స్వభావం గల రోజు, అధిదేవత ఇంద్రుడు: బాధ్యత చేపట్టడం, దృఢమైన నిర్ణయాలు, కష్టమైన విషయాలను చక్కబెట్టడానికి అనుకూలం. శుభారంభాలు, అహంకార ఘర్షణలు మానండి.",
  },
  mula: {
    en: "A sharp (tikshna) day: suited to getting to the root of a problem, research, clearing clutter and ending what no longer serves you. Avoid starting new ventures and making hasty promises.",
    hi: "तीक्ष्ण स्वभाव का दिन: किसी समस्या की जड़ तक पहुँचने, शोध, अव्यवस्था हटाने और अनुपयोगी चीज़ों को समाप्त करने के लिए उपयुक्त। नया उद्यम आरंभ करने और जल्दबाज़ी में वादे करने से बचें।",
    ta: "கூர்மையான (தீக்ஷ்ண) நாள்: பிரச்சினையின் வேரைக் கண்டறிதல், ஆராய்ச்சி, தேவையற்றவற்றை அகற்றுதலுக்கு ஏற்றது. புதிய தொழில் தொடங்குவதையும் அவசர வாக்குறுதிகளையும் தவிர்க்கவும்.",
    te: "తీక్ష్ణ స్వభావం గల రోజు: సమస్య మూలాన్ని కనుగొనడం, పరిశోధన, అనవసరమైనవి తొలగించడానికి అనుకూలం. కొత్త వ్యాపార ప్రారంభం, తొందరపాటు వాగ్దానాలు మానండి.",
  },
  "purva-ashadha": {
    en: "A fierce (ugra) day ruled by the waters: suited to bold effort, standing firm in a debate and work involving water. Avoid starting new ventures, auspicious ceremonies and needless arguments.",
    hi: "उग्र स्वभाव का दिन, देवता जल (आपः): साहसी प्रयास, तर्क में दृढ़ता और जल से जुड़े कामों के लिए उपयुक्त। नया उद्यम, मांगलिक कार्य और व्यर्थ विवाद से बचें।",
    ta: "உக்கிரமான நாள்; அதிதேவதை நீர்: துணிவான முயற்சி, நீர் சார்ந்த பணிகளுக்கு ஏற்றது. புதிய தொழில், சுப காரியத் தொடக்கம், வீண் வாக்குவாதம் ஆகியவற்றைத் தவிர்க்கவும்.",
    te: "ఉగ్ర స్వభావం గల రోజు, అధిదేవత జలం: ధైర్యంతో కూడిన ప్రయత్నం, నీటికి సంబంధించిన పనులకు అనుకూలం. కొత్త వ్యాపారం, శుభకార్యాల ప్రారంభం, అనవసర వాదనలు మానండి.",
  },
  "uttara-ashadha": {
    en: "A fixed (dhruva) day: good for lasting undertakings, foundations, official or long-term agreements and keeping vows. Less suited to journeys and to work you may need to undo.",
    hi: "स्थिर (ध्रुव) स्वभाव का दिन: टिकाऊ कामों, नींव रखने, सरकारी या दीर्घकालीन समझौतों और संकल्प निभाने के लिए अच्छा। यात्रा और अस्थायी कामों के लिए कम उपयुक्त।",
    ta: "நிலையான (ஸ்திர) நாள்: நீடித்த காரியங்கள், அடிக்கல் நாட்டுதல், அலுவல் அல்லது நீண்டகால ஒப்பந்தங்கள், சங்கல்பங்களுக்கு ஏற்றது. பயணத்துக்கும் பின்னர் மாற்ற வேண்டிய வேலைகளுக்கும் உகந்தது அல்ல.",
    te: "స్థిర (ధ్రువ) స్వభావం గల రోజు: శాశ్వత కార్యాలు, శంకుస్థాపన, అధికారిక లేదా దీర్ఘకాల ఒప్పందాలు, సంకల్పాలకు అనుకూలం. ప్రయాణాలకు, తర్వాత మార్చాల్సిన పనులకు అంత అనుకూలం కాదు.",
  },
  shravana: {
    en: "A moving (chara) day ruled by Vishnu: good for travel, study, listening to teachers, seeking advice and worship. Less suited to laying foundations; listen more than you speak.",
    hi: "चर स्वभाव का दिन, देवता विष्णु: यात्रा, अध्ययन, गुरुजनों को सुनने, सलाह लेने और पूजा के लिए अच्छा। नींव रखने के लिए कम उपयुक्त; बोलने से अधिक सुनें।",
    ta: "சர (அசையும்) நாள்; அதிதேவதை விஷ்ணு: பயணம், கல்வி, ஆசிரியர் சொல் கேட்டல், ஆலோசனை பெறுதல், வழிபாட்டுக்கு ஏற்றது. அடிக்கல் நாட்டுதலுக்கு உகந்தது அல்ல; பேசுவதை விடக் கேளுங்கள்.",
    te: "చర స్వభావం గల రోజు, అధిదేవత విష్ణువు: ప్రయాణం, చదువు, గురువుల మాట వినడం, సలహా తీసుకోవడం, పూజకు అనుకూలం. శంకుస్థాపనకు అంత అనుకూలం కాదు; మాట్లాడటం కంటే ఎక్కువ వినండి.",
  },
  dhanishta: {
    en: "A moving (chara) day ruled by the Vasus: good for travel, music and rhythm, money matters and group celebrations. Less suited to anything meant to stay fixed; avoid showing off wealth.",
    hi: "चर स्वभाव का दिन, देवता अष्ट वसु: यात्रा, संगीत, धन से जुड़े काम और सामूहिक उत्सव के लिए अच्छा। स्थायी कामों के लिए कम उपयुक्त; धन का दिखावा न करें।",
    ta: "சர (அசையும்) நாள்; அதிதேவதைகள் அஷ்ட வசுக்கள்: பயணம், இசை, பண விஷயங்கள், கூட்டுக் கொண்டாட்டங்களுக்கு ஏற்றது. நிலையான காரியங்களுக்கு உகந்தது அல்ல; செல்வத்தை வெளிக்காட்ட வேண்டாம்.",
    te: "చర స్వభావం గల రోజు, అధిదేవతలు అష్టవసువులు: ప్రయాణం, సంగీతం, ఆర్థిక విషయాలు, సామూహిక వేడుకలకు అనుకూలం. స్థిర కార్యాలకు అంత అనుకూలం కాదు; సంపదను ప్రదర్శించకండి.",
  },
  shatabhisha: {
    en: "A moving (chara) day ruled by Varuna, known as the star of a hundred healers: good for treatment and healing, research, travel and quiet work alone. Less suited to fixed commitments.",
    hi: "चर स्वभाव का दिन, देवता वरुण, 'सौ वैद्यों' का नक्षत्र: उपचार, स्वास्थ्य-सुधार, शोध, यात्रा और एकांत के काम के लिए अच्छा। स्थायी प्रतिबद्धताओं के लिए कम उपयुक्त।",
    ta: "சர (அசையும்) நாள்; அதிதேவதை வருணன்: சிகிச்சை, உடல்நலம் பேணுதல், ஆராய்ச்சி, பயணம், தனிமையில் செய்யும் வேலைகளுக்கு ஏற்றது. நிலையான உறுதிமொழிகளுக்கு உகந்தது அல்ல.",
    te: "చర స్వభావం గల రోజు, అధిదేవత వరుణుడు, 'వంద వైద్యుల' నక్షత్రం: చికిత్స, ఆరోగ్య సంరక్షణ, పరిశోధన, ప్రయాణం, ఏకాంత పనులకు అనుకూలం. స్థిరమైన ఒప్పందాలకు అంత అనుకూలం కాదు.",
  },
  "purva-bhadrapada": {
    en: "A fierce (ugra) day: suited to intense, focused effort, austerity, spiritual practice and finishing hard tasks. Avoid starting new ventures and auspicious ceremonies; keep reactions measured.",
    hi: "उग्र स्वभाव का दिन: एकाग्र और कठिन परिश्रम, तप, साधना और कठिन काम पूरे करने के लिए उपयुक्त। नया उद्यम और मांगलिक कार्य आरंभ करने से बचें; प्रतिक्रिया में संयम रखें।",
    ta: "உக்கிரமான நாள்: ஒருமுகப்பட்ட கடின உழைப்பு, விரதம், ஆன்மிகப் பயிற்சி, கடினமான வேலைகளை முடிக்க ஏற்றது. புதிய தொழில், சுப காரியத் தொடக்கம் தவிர்க்கவும்; நிதானமாகச் செயல்படவும்.",
    te: "ఉగ్ర స్వభావం గల రోజు: ఏకాగ్రతతో కూడిన కఠోర శ్రమ, వ్రతం, ఆధ్యాత్మిక సాధన, కష్టమైన పనులు పూర్తి చేయడానికి అనుకూలం. కొత్త వ్యాపారం, శుభకార్యాల ప్రారంభం వద్దు; సంయమనంతో స్పందించండి.",
  },
  "uttara-bhadrapada": {
    en: "A fixed (dhruva) day: good for foundations, house work, lasting commitments, charity, meditation and patient long-term plans. Less suited to journeys and hurried decisions.",
    hi: "स्थिर (ध्रुव) स्वभाव का दिन: नींव रखने, गृह-कार्य, स्थायी वचन, दान, ध्यान और धैर्य वाली दीर्घकालीन योजनाओं के लिए अच्छा। यात्रा और जल्दबाज़ी के निर्णयों के लिए कम उपयुक्त।",
    ta: "நிலையான (ஸ்திர) நாள்: அடிக்கல் நாட்டுதல், வீட்டு வேலைகள், நீடித்த உறுதிமொழிகள், தானம், தியானம், நீண்டகாலத் திட்டங்களுக்கு ஏற்றது. பயணத்துக்கும் அவசர முடிவுகளுக்கும் உகந்தது அல்ல.",
    te: "స్థిర (ధ్రువ) స్వభావం గల రోజు: శంకుస్థాపన, గృహ సంబంధ పనులు, శాశ్వత ఒప్పందాలు, దానం, ధ్యానం, దీర్ఘకాల ప్రణాళికలకు అనుకూలం. ప్రయాణాలకు, తొందరపాటు నిర్ణయాలకు అంత అనుకూలం కాదు.",
  },
  revati: {
    en: "A soft (mridu) day ruled by Pushan, guardian of travellers: good for journeys, completing work, the arts, friendships and caring for others. Avoid harsh words and forceful dealings.",
    hi: "मृदु स्वभाव का दिन, देवता पूषा, यात्रियों के रक्षक: यात्रा, काम पूरे करने, कला, मित्रता और दूसरों की देखभाल के लिए शुभ। कठोर वचन और ज़ोर-ज़बरदस्ती से बचें।",
    ta: "மென்மையான (மிருது) நாள்; அதிதேவதை பூஷன், பயணிகளின் காவலர்: பயணம், வேலைகளை நிறைவு செய்தல், கலைகள், நட்பு, பிறரைப் பேணுதலுக்கு ஏற்றது. கடுஞ்சொல்லையும் வற்புறுத்தலையும் தவிர்க்கவும்.",
    te: "మృదు స్వభావం గల రోజు, అధిదేవత పూషుడు, ప్రయాణికుల రక్షకుడు: ప్రయాణం, పనుల పూర్తి, కళలు, స్నేహం, ఇతరుల సంరక్షణకు శుభం. కఠిన మాటలు, బలవంతం మానండి.",
  },
};
