import type { NewAstrologerReviewRow } from "../../worker/src/db/schema";

type SeedReview = Omit<NewAstrologerReviewRow, "id" | "astrologerId">;

/**
 * Development seed: reviews of the fictional seed astrologers, written for this project in the
 * language a client of that astrologer would write in (no text is taken from anywhere). Authors
 * are invented first names with an initial.
 */
const reviewsByAstrologer: Record<string, SeedReview[]> = {
  ast_01: [
    { author: "सुनीता क.", rating: 5, lang: "hi", body: "दशा के हिसाब से जो समय बताया था, नौकरी उसी महीने लगी। बात सीधी करते हैं, डराते नहीं।", createdAt: "2026-10-28T09:12:00.000Z" },
    { author: "Arvind P.", rating: 5, lang: "en", body: "Explained why the next eighteen months look slow for property and what would change after that. No upsell, no gemstones pushed.", createdAt: "2026-09-14T15:40:00.000Z" },
    { author: "मनोज त.", rating: 4, lang: "hi", body: "विवाह के योग पर अच्छी जानकारी मिली। बस कॉल थोड़ी जल्दी ख़त्म हो गई, और सवाल पूछने थे।", createdAt: "2026-08-02T18:05:00.000Z" },
  ],
  ast_02: [
    { author: "கார்த்திக் எஸ்.", rating: 5, lang: "ta", body: "பத்து பொருத்தத்தையும் ஒவ்வொன்றாக விளக்கினார். ரஜ்ஜு பொருத்தம் ஏன் முக்கியம் என்று இப்போதுதான் புரிந்தது.", createdAt: "2026-11-03T06:30:00.000Z" },
    { author: "Divya R.", rating: 5, lang: "en", body: "Asked one precise question about a job offer and got a precise answer with the date range. It played out within that window.", createdAt: "2026-10-11T12:20:00.000Z" },
    { author: "பிரியா ம.", rating: 4, lang: "ta", body: "பிரசன்னம் பார்த்து தெளிவாகச் சொன்னார். காத்திருப்பு நேரம் கொஞ்சம் அதிகம், ஆனால் மதிப்புள்ளது.", createdAt: "2026-07-22T14:45:00.000Z" },
  ],
  ast_03: [
    { author: "राजेश अ.", rating: 5, lang: "hi", body: "गृह प्रवेश का मुहूर्त पंडित जी ने निकाला, साथ में रसोई की दिशा पर भी सलाह दी। पूरा परिवार संतुष्ट है।", createdAt: "2026-10-20T07:55:00.000Z" },
    { author: "Hetal D.", rating: 4, lang: "en", body: "Gave us three wedding dates with the reasons for each, so the families could choose. Very organised.", createdAt: "2026-09-01T10:10:00.000Z" },
    { author: "कमला व.", rating: 5, lang: "hi", body: "दुकान का उद्घाटन उनके बताए दिन किया। वास्तु के छोटे बदलाव भी बिना तोड़-फोड़ के बताए।", createdAt: "2026-06-16T16:35:00.000Z" },
  ],
  ast_04: [
    { author: "వెంకటేష్ బి.", rating: 5, lang: "te", body: "బదిలీ ఎప్పుడు వస్తుందో అడిగాను. ఆయన చెప్పిన నెలలోనే ఆర్డర్ వచ్చింది. చాలా ఓపికగా మాట్లాడారు.", createdAt: "2026-11-08T11:00:00.000Z" },
    { author: "Suresh N.", rating: 4, lang: "en", body: "Useful read on a partnership I was unsure about. He pointed out which years to be careful with contracts.", createdAt: "2026-09-25T08:25:00.000Z" },
    { author: "శ్రావణి కె.", rating: 4, lang: "te", body: "వ్యాపారం గురించి స్పష్టంగా చెప్పారు. నాడీ పద్ధతి గురించి కూడా కొంచెం వివరించారు, బాగుంది.", createdAt: "2026-08-13T19:50:00.000Z" },
  ],
  ast_05: [
    { author: "Simran K.", rating: 5, lang: "en", body: "Calm and kind. The reading helped me stop going round in circles about a relationship and decide.", createdAt: "2026-11-12T17:15:00.000Z" },
    { author: "नेहा ग.", rating: 4, lang: "hi", body: "टैरो रीडिंग सटीक लगी। अंकशास्त्र वाला हिस्सा थोड़ा छोटा था, अगली बार उस पर ज़्यादा पूछूँगी।", createdAt: "2026-10-05T13:05:00.000Z" },
    { author: "Harpreet S.", rating: 3, lang: "en", body: "Pleasant session, but the advice was more general than I hoped for my specific question.", createdAt: "2026-07-30T20:40:00.000Z" },
  ],
  ast_06: [
    { author: "சுப்ரமணியன் வி.", rating: 5, lang: "ta", body: "எந்தக் கிரகம், எந்த பாவம் என்று காரணத்துடன் சொல்கிறார். பரிகாரங்கள் எளிமையானவை, செலவில்லாதவை.", createdAt: "2026-10-30T05:45:00.000Z" },
    { author: "Anitha J.", rating: 5, lang: "en", body: "He is a teacher at heart: I understood my own chart better after one consultation than after years of reading online.", createdAt: "2026-09-18T09:30:00.000Z" },
    { author: "லதா ஆர்.", rating: 4, lang: "ta", body: "அம்மாவின் உடல்நலம் பற்றிக் கேட்டேன். மருத்துவரைப் பார்க்கச் சொல்லிவிட்டு, ஜோதிடப் பார்வையையும் பொறுமையாகச் சொன்னார்.", createdAt: "2026-06-27T15:00:00.000Z" },
  ],
  ast_07: [
    { author: "లావణ్య పి.", rating: 5, lang: "te", body: "పెళ్లి ఆలస్యం గురించి భయపడ్డాను. మేడమ్ ధైర్యం చెప్పి, ఏ కాలం అనుకూలమో వివరంగా చెప్పారు.", createdAt: "2026-11-15T10:35:00.000Z" },
    { author: "Ravi T.", rating: 4, lang: "en", body: "Matched our horoscopes and went through the doshas one by one without scaring my parents. Recommended.", createdAt: "2026-10-02T16:55:00.000Z" },
    { author: "पूजा श.", rating: 5, lang: "hi", body: "संतान के प्रश्न पर बहुत संवेदनशीलता से बात की। हिंदी में भी आराम से समझाया।", createdAt: "2026-08-21T12:15:00.000Z" },
  ],
  ast_08: [
    { author: "गुरप्रीत स.", rating: 5, lang: "hi", body: "लाल किताब के उपाय आसान थे और घर में कलह सचमुच कम हुई। आचार्य जी हर भाव का मतलब समझाते हैं।", createdAt: "2026-10-09T08:45:00.000Z" },
    { author: "संजय म.", rating: 4, lang: "hi", body: "पैसों की रुकावट पर अच्छी सलाह मिली। उपाय चालीस दिन करने हैं, देखते हैं आगे।", createdAt: "2026-08-28T21:10:00.000Z" },
  ],
  ast_09: [
    { author: "ஜனனி கே.", rating: 5, lang: "ta", body: "குழந்தையின் பெயருக்கு மூன்று எழுத்துக்கூட்டல்கள் பரிந்துரைத்தார், ஒவ்வொன்றுக்கும் எண் விளக்கத்துடன்.", createdAt: "2026-11-01T07:20:00.000Z" },
    { author: "Naveen R.", rating: 4, lang: "en", body: "Practical vastu tips for a rented flat — nothing that needed breaking walls. Good value for the rate.", createdAt: "2026-09-09T18:30:00.000Z" },
    { author: "హరిత ఎం.", rating: 4, lang: "te", body: "మా కొత్త షాప్ పేరు గురించి అడిగాను. తెలుగులో కూడా చక్కగా మాట్లాడారు.", createdAt: "2026-07-12T11:40:00.000Z" },
  ],
  ast_10: [
    { author: "अमित झ.", rating: 5, lang: "hi", body: "आधी रात को ज़रूरी सवाल था, पंडित जी ने प्रश्न कुंडली से तुरंत जवाब दिया। अनुभव साफ़ दिखता है।", createdAt: "2026-11-10T22:05:00.000Z" },
    { author: "रीना च.", rating: 5, lang: "hi", body: "मुंडन का मुहूर्त और पंचांग की बातें बहुत धैर्य से समझाईं। मैथिल परंपरा की पूरी जानकारी है।", createdAt: "2026-09-29T06:50:00.000Z" },
    { author: "Debashis B.", rating: 4, lang: "en", body: "Deep knowledge. He prefers Hindi, so I would suggest joining with someone who follows it well.", createdAt: "2026-08-07T13:25:00.000Z" },
  ],
  ast_11: [
    { author: "సుధ ఆర్.", rating: 5, lang: "te", body: "చేతి రేఖలు, జాతకం రెండూ కలిపి చూసి చెప్పారు. మా ఇద్దరి గురించి చాలా నిజమైన మాటలు చెప్పారు.", createdAt: "2026-10-24T09:00:00.000Z" },
    { author: "Kiran V.", rating: 4, lang: "en", body: "Interesting to see palmistry and the chart agree. She was honest that some questions need more time.", createdAt: "2026-08-16T17:35:00.000Z" },
  ],
  ast_12: [
    { author: "Aditya M.", rating: 5, lang: "en", body: "The engineer in me liked how he showed the ruling planets on screen. Exam result came in the week he said.", createdAt: "2026-11-05T14:10:00.000Z" },
    { author: "प्रिया द.", rating: 4, lang: "hi", body: "फ़्लैट ख़रीदने का सही समय पूछा था। जवाब तारीख़ों के साथ मिला, बहुत व्यवस्थित तरीका।", createdAt: "2026-09-20T19:45:00.000Z" },
  ],
  ast_13: [
    { author: "Meera T.", rating: 4, lang: "en", body: "More like a gentle coaching session than a prediction. The breathing routine she suggested actually helps my sleep.", createdAt: "2026-10-17T20:20:00.000Z" },
    { author: "ரேவதி எஸ்.", rating: 4, lang: "ta", body: "தமிழில் பேசியது நன்றாக இருந்தது. டாரோ வாசிப்புடன் தியானமும் சொல்லிக் கொடுத்தார்.", createdAt: "2026-08-25T08:05:00.000Z" },
  ],
  ast_14: [
    { author: "विनीता प.", rating: 5, lang: "hi", body: "मंगल दोष सुनकर डर गई थी। शास्त्री जी ने समझाया कि हमारे मिलान में वह निरस्त हो जाता है। बहुत राहत मिली।", createdAt: "2026-11-14T07:40:00.000Z" },
    { author: "Rahul S.", rating: 5, lang: "en", body: "No fear-mongering and no expensive puja — a simple mantra and a donation on Saturdays. Refreshing.", createdAt: "2026-10-06T11:55:00.000Z" },
    { author: "अजय क.", rating: 4, lang: "hi", body: "बच्चे की पढ़ाई पर अच्छी सलाह दी। संस्कृत श्लोकों का अर्थ भी बताया।", createdAt: "2026-07-19T15:15:00.000Z" },
  ],
};

/** The seed reviews with stable ids (`rev_{astrologer}_{n}`), so reseeding inserts nothing twice. */
export const seedReviews: NewAstrologerReviewRow[] = Object.entries(reviewsByAstrologer).flatMap(([astrologerId, reviews]) =>
  reviews.map((review, i) => ({ id: `rev_${astrologerId}_${i + 1}`, astrologerId, ...review })),
);
