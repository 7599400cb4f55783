// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The report's two big grids in English, written from the classical meanings in our own words:
 * a graha in a house counted from the lagna (Phaladeepika ch. 8) and the lord of one house
 * placed in another (Brihat Parashara Hora Shastra ch. 24). These are natal placements, read
 * from the lagna, not transits from the Moon.
 */
import type { GrahaId } from "../../terms/grahas";
import type { ByHouse, ReportLibrary } from "../texts";

const sun: ByHouse<string> = [
  "With the Sun in your lagna you carry yourself with pride and a natural air of command, and people notice you when you enter a room. Courage comes easily; patience and a cooler temper need practice, and your eyes and head deserve care.",
  "The Sun in your 2nd house puts authority into your voice and makes family honour and status important to you. Money can come through government or senior people, but blunt words cost you; a gentler way of speaking keeps both wealth and family close.",
  "The Sun in your 3rd house gives you real nerve: you act where others hesitate, and your efforts, writing or public voice bring you recognition. Relations with younger siblings may be uneven, so lead them without dominating them.",
  "The Sun in your 4th house makes home and inner peace something you must build deliberately. Property and family matters may carry friction with a parent or with authority; patience at home and a settled base later in life bring the contentment you seek.",
  "The Sun in your 5th house gives a sharp, independent intelligence and a taste for leadership, advice and bold ideas. Children may be few or come later, and your pride can be sensitive; a generous, teaching spirit brings your best results.",
  "The Sun in your 6th house is a strong placement: you overcome rivals, competitors and obstacles through sheer persistence, and service or administration suits you. Keep a regular routine for digestion and energy, and you outlast every opponent.",
  "The Sun in your 7th house brings a strong-willed partner and partnerships where ego can clash. You may meet your spouse or business partners through status or work; shared respect and giving the other person room keep the bond warm.",
  "The Sun in your 8th house turns your attention to hidden matters, research and the deeper questions of life. Inheritance or others' resources may play a part; look after your eyes and heart, avoid needless risks, and your staying power grows with age.",
  "The Sun in your 9th house gives you strong principles, respect for teachers and a leaning towards dharma, though your views may differ from your father's. Fortune grows through higher learning, long journeys and people in authority who trust your integrity.",
  "The Sun in your 10th house is among its finest places: it gives ambition, a public name and the capacity to hold authority well. Government, administration and leadership roles suit you, and your father or seniors often help your rise.",
  "The Sun in your 11th house brings steady gains, influential friends and the fulfilment of long-held aims. Income can come through government, seniors or large organisations, and your social circle tends to include people of standing.",
  "The Sun in your 12th house draws you towards solitude, foreign lands and the inner life. Expenses, especially on status or officials, need watching, and your eyes and sleep deserve care; spiritual practice and work in distant places bring quiet strength.",
];

const moon: ByHouse<string> = [
  "The Moon in your lagna gives a gentle, receptive face and a personality that changes with your moods. You are sensitive, imaginative and easy to like; when the Moon is bright and well placed, it also brings comfort and good fortune.",
  "The Moon in your 2nd house gives a pleasant, persuasive voice and a love of good food and family gatherings. Money tends to flow, though it rises and falls like the tide; saving steadily in good months keeps you secure.",
  "The Moon in your 3rd house makes you sociable, curious and fond of short trips, letters and conversation. You draw affection and support from siblings and neighbours, and your courage grows when your feelings are engaged.",
  "The Moon in your 4th house, its own natural place, gives deep attachment to your mother and home, and a love of comfort, vehicles and familiar surroundings. Inner peace matters more to you than most, and a happy home steadies everything else.",
  "The Moon in your 5th house gives a creative, emotional intelligence and a warm heart towards children. You learn through feeling and imagination; your mind is kind and intuitive, and your children and students bring you joy.",
  "The Moon in your 6th house makes you take on other people's troubles and feel daily pressures keenly. Digestion and emotional stress need care; a calm routine, service to others and clear boundaries help you handle rivals and work strain well.",
  "The Moon in your 7th house gives a strong need for companionship and a partner who is caring, attractive or emotionally expressive. You are responsive to the public and to partners, but your moods can sway the relationship; steady reassurance keeps it happy.",
  "The Moon in your 8th house gives a deep, private emotional life and sharp intuition about hidden matters. Feelings can run strong and unsettled, so rest, emotional openness with someone you trust and care of your health bring balance.",
  "The Moon in your 9th house gives faith, devotion and a love of travel, learning and holy places. Luck often arrives through your mother, teachers or elders, and a generous, principled outlook brings you children, wealth and good name.",
  "The Moon in your 10th house puts you before the public and makes your work visible. You succeed in fields that serve or care for people, and your reputation rises with kindness and fairness, though career may shift phases several times.",
  "The Moon in your 11th house brings many friends, a wide network and gains that come through people, especially women and the public. Your wishes tend to be fulfilled, and your income rises as your circle grows.",
  "The Moon in your 12th house makes you imaginative, private and drawn to retreats, foreign places and spiritual life. Expenses and restless sleep need watching; meditation, charity and time by water restore your peace of mind.",
];

const mars: ByHouse<string> = [
  "Mars in your lagna gives energy, courage and a competitive drive, with a physique built for action. You are quick to start and quick to anger; channel the fire into sport and work, and take care against cuts, burns and hasty moves.",
  "Mars in your 2nd house gives forceful speech and a fighting approach to money. You can earn through courage, property or technical skill, but sharp words can stir family quarrels; measured speech and careful spending protect your wealth.",
  "Mars in your 3rd house is a powerful place: it gives bravery, initiative and the will to win. You excel in competitive work, sport, engineering or anything needing nerve, though siblings may be few or relations with them spirited.",
  "Mars in your 4th house can bring restlessness at home, disputes over property or land, and a need for more peace in the family. Vehicles and machinery need caution; building or improving a home of your own channels this energy well.",
  "Mars in your 5th house gives a quick, strategic and competitive mind, but it can make you impatient with children and rash in speculation. Plan investments carefully, and give your children patience; sport, debate and technical study suit you.",
  "Mars in your 6th house is excellent for defeating opponents, handling competition and working hard under pressure. You win disputes and recover quickly from illness; fields like medicine, police, defence, law or engineering suit this placement.",
  "Mars in your 7th house brings a spirited, independent partner and a relationship with some friction. Disagreements flare quickly, so patience and shared activity matter; this is one of the placements checked for Manglik dosha.",
  "Mars in your 8th house asks for care with accidents, surgery, fire and sudden events, and it can bring strain over joint money or inheritance. It also gives courage in crisis and an aptitude for research, investigation or surgery.",
  "Mars in your 9th house gives firm, sometimes combative beliefs and energy for long journeys and causes. You may differ from your father or teachers, yet you rise through bold action; respect for elders keeps fortune on your side.",
  "Mars in your 10th house is among its strongest places: it gives drive, authority and success in demanding careers. You can lead teams, manage property, land or technical work, and your name rises through decisive achievement.",
  "Mars in your 11th house brings gains through effort, property, technology or competitive fields, and it fulfils ambitions you chase hard. Your friends are energetic, and elder siblings or allies support you, though occasionally with rivalry.",
  "Mars in your 12th house can raise expenses through haste, disputes or hospital visits, and it can disturb sleep. Foreign lands, secluded work and disciplined spiritual practice suit this energy; guard against anger and avoid needless quarrels.",
];

const mercury: ByHouse<string> = [
  "Mercury in your lagna gives a bright, youthful, witty personality and a mind that learns fast. You speak well, adapt easily and keep a curious outlook throughout life; writing, trade and teaching come naturally.",
  "Mercury in your 2nd house gives a clever, articulate voice and earnings through intellect, accounts, trade or teaching. You are persuasive in conversation and careful with numbers, and learning within the family is valued.",
  "Mercury in your 3rd house makes you a skilled communicator: writing, media, sales, short journeys and networking favour you. You are clever with your hands and your words, and siblings are often bright companions.",
  "Mercury in your 4th house gives a learned home, a good education and comfort through books, vehicles and friends. Your mind is happiest in a settled place, and you may work from home or deal in property or education.",
  "Mercury in your 5th house gives intelligence, a quick grasp of mantras and ideas, and a gift for planning and advice. Your children tend to be clever, and you enjoy puzzles, study, writing and calculated investments.",
  "Mercury in your 6th house gives analytical skill in problems, disputes, health and service work. You can out-argue opponents and handle accounts, law or audit, but worry can affect your nerves and skin; keep a steady routine.",
  "Mercury in your 7th house brings a youthful, intelligent partner and skill in negotiation, trade and contracts. Business partnerships suit you, and conversation is the heart of your marriage; keep agreements clear in writing.",
  "Mercury in your 8th house gives a probing mind suited to research, astrology, insurance, tax and hidden knowledge. You can earn through others' resources and tend to live long; calm your worries and manage nervous strain.",
  "Mercury in your 9th house gives a scholarly, religious and well-read outlook, with luck through study, teaching, publishing and travel. Your ideals are reasoned rather than blind, and advisers and teachers shape your fortune.",
  "Mercury in your 10th house brings success in work that uses the mind: commerce, writing, accounts, IT, teaching or advisory roles. You are capable and versatile, and your reputation grows through skill and clear communication.",
  "Mercury in your 11th house brings gains through trade, networks, writing and clever dealing, and many friends among younger or educated people. Your plans tend to work out, and multiple sources of income are likely.",
  "Mercury in your 12th house turns your mind inward and towards foreign lands, research or quiet study. Expenses through paperwork, agreements or careless talk need watching; writing, languages and spiritual reading suit you well.",
];

const jupiter: ByHouse<string> = [
  "Jupiter in your lagna is a great blessing: it gives wisdom, dignity, optimism and a generous nature that others trust. You are drawn to learning and good conduct, tend to enjoy good health and long life, and grow wiser with each decade.",
  "Jupiter in your 2nd house gives wealth, a learned and truthful voice and a well-provided family table. People value your advice, and your savings tend to grow steadily; teaching, finance or counselling suit you.",
  "Jupiter in your 3rd house makes you careful and measured rather than daring, and your efforts take time to be recognised. Younger siblings may test your patience; courage grows as you act on your principles rather than wait for approval.",
  "Jupiter in your 4th house gives a happy home, a caring mother, good education and the comfort of land, vehicles and loyal friends. Your heart is content, and you tend to acquire a good house in time.",
  "Jupiter in your 5th house gives deep intelligence, good counsel and devotion. It is the karaka of children placed in their own house, so children may come a little later, but they bring real pride; teaching and advisory roles suit you.",
  "Jupiter in your 6th house helps you rise above opponents through fairness and patience, and it suits service, law, healing and teaching. Watch weight, liver and sugar, and do not let generosity lead you into debt.",
  "Jupiter in your 7th house brings a wise, virtuous and supportive spouse and a marriage based on shared values. Partnerships in business and profession prosper, and you gain respect through your dealings with others.",
  "Jupiter in your 8th house gives long life, interest in the occult and spiritual philosophy, and help in crises. Gains may come through inheritance, insurance or a spouse's family, though recognition for your work can be slow.",
  "Jupiter in your 9th house is one of the best placements: it gives faith, good fortune, a respected father or teacher and a righteous life. Higher learning, pilgrimage and guidance to others bring you lasting merit.",
  "Jupiter in your 10th house gives honourable work, a good name and success in teaching, law, finance, administration or advisory roles. Your career is built on ethics and wisdom, and seniors trust you with responsibility.",
  "Jupiter in your 11th house brings abundant gains, wealthy and wise friends and the fulfilment of your hopes. Elder siblings and mentors support you, and your income tends to increase steadily through life.",
  "Jupiter in your 12th house makes you charitable and spiritually inclined, spending on good causes, travel and holy places. Expenses can run high, so plan them; foreign connections and quiet study bring inner wealth.",
];

const venus: ByHouse<string> = [
  "Venus in your lagna gives charm, grace and an attractive presence, with a love of beauty, art and comfort. You are pleasant company and draw affection easily; relationships and the finer things of life play a large part in your happiness.",
  "Venus in your 2nd house gives a sweet voice, a taste for fine food and beautiful things, and wealth through art, luxury or pleasant dealings. Family life is affectionate, and you may have a gift for song, poetry or speech.",
  "Venus in your 3rd house gives artistic and communicative talents, charming letters and pleasant short journeys. You may lack a little boldness, preferring harmony to conflict; siblings, especially sisters, are affectionate.",
  "Venus in your 4th house is one of its best places: it gives a beautiful home, fine vehicles, comforts and a loving mother. You enjoy domestic happiness, and property, décor or hospitality may bring you income.",
  "Venus in your 5th house gives creativity, romance and refined intelligence, and joy through children and the arts. You enjoy entertainment and pleasure, and you have a talent for music, drama, design or teaching the arts.",
  "Venus in your 6th house can bring strain in relationships and spending on pleasures, and it asks for care with sugar, kidneys and indulgence. It also gives skill in service, healthcare and beauty work; harmony at work comes through tact.",
  "Venus in your 7th house brings an attractive, loving partner and a strong desire for companionship. Marriage is central to your life, and partnerships in art, fashion or trade can prosper; shared values guard against jealousy.",
  "Venus in your 8th house can bring gains through spouse, inheritance, insurance or joint resources, and a long life of comforts. Relationships may go through secretive or intense phases; honesty and care for reproductive health help.",
  "Venus in your 9th house brings fortune through marriage, the arts and generous patrons, and a devotion that finds beauty in ritual. You are fortunate in travel and tend to enjoy wealth and a comfortable life.",
  "Venus in your 10th house brings success in creative, luxury, fashion, hospitality or entertainment fields, and a graceful public image. Women and partners often help your career, and your work gives comfort and recognition.",
  "Venus in your 11th house brings steady gains, pleasant friendships and the fulfilment of romantic and material hopes. Income through art, beauty, luxury or social connections is likely, and friends are generous.",
  "Venus in your 12th house gives a love of comfort, pleasure, travel and private joys, and spending on luxury and the comforts of rest. Foreign places and spiritual devotion suit you; budget carefully so pleasures do not become debts.",
];

const saturn: ByHouse<string> = [
  "Saturn in your lagna makes you serious, disciplined and mature beyond your years, though early life may feel heavy. In its own or exalted sign it gives great authority; elsewhere, patience, routine and care of joints and energy bring steady success.",
  "Saturn in your 2nd house makes wealth come slowly but surely after effort, and it can give a reserved or blunt way of speaking. Family responsibilities arrive early; careful saving and kind words build lasting security.",
  "Saturn in your 3rd house is a good place: it gives endurance, discipline and the will to keep going when others give up. Your efforts bring results late but firmly, and you are capable of serious, methodical work.",
  "Saturn in your 4th house can delay property or comforts and bring cares about your mother's health or home life. You may feel responsible for the family early; steady saving and patience bring a secure house in later years.",
  "Saturn in your 5th house can bring delays around children and a serious, cautious approach to love and investments. Your thinking is practical and deep; avoid speculation, and give your children time and structure.",
  "Saturn in your 6th house is strong: it defeats enemies, competition and disease through stamina and hard work. Service, law, labour or administration suit you, and you tend to outlast every difficulty.",
  "Saturn in your 7th house can bring a delayed marriage or a partner who is older, serious or burdened with duties. The relationship matures slowly but can be very loyal; patience and shared responsibility make it durable.",
  "Saturn in your 8th house is the karaka of longevity in the house of life span, so it tends to give long life, with chronic matters needing steady care. It can bring delays in inheritance; research, insurance and occult study suit you.",
  "Saturn in your 9th house makes your faith practical and your path to fortune slow and earned. You may differ from your father or traditional views; disciplined service and respect for elders bring fortune in mid-life.",
  "Saturn in your 10th house gives ambition, endurance and the capacity to rise high through sustained work. You may start modestly and climb steadily into authority; government, industry, law and administration suit you.",
  "Saturn in your 11th house brings steady and lasting gains, long life and mature, reliable friends. Income grows slowly but keeps growing, and older people or large organisations help you reach your aims.",
  "Saturn in your 12th house brings expenses that need discipline and a life that may involve distant places, hospitals, ashrams or institutions. Sleep and feet need care; detachment, charity and spiritual routine turn this placement into strength.",
];

const rahu: ByHouse<string> = [
  "Rahu in your lagna gives an unusual, magnetic personality and a hunger to stand out. You may try many roles and break with convention; keep your aims clear and your health routines steady, since confusion and restlessness are the risks.",
  "Rahu in your 2nd house brings unusual sources of income and a speech that can be clever or exaggerated. Family values may differ from yours; guard against rash words and careless diet, and earnings can be good through foreign or modern fields.",
  "Rahu in your 3rd house is a strong place: it gives daring, initiative and success in media, technology, sales and bold ventures. You fight your own battles well, and courage brings you fame and gains.",
  "Rahu in your 4th house can make home feel unsettled, with changes of residence or a mind that seldom rests. Property matters need clear papers; care for your mother and a calm home routine bring the peace you look for.",
  "Rahu in your 5th house gives an unconventional, inventive mind and a taste for speculation. Children may come after delay or with concerns, so give them extra care; avoid gambling and trust study and research instead.",
  "Rahu in your 6th house is excellent for overcoming enemies, competition and disease. You win through strategy, handle difficult people well and succeed in fields like law, medicine, technology and service.",
  "Rahu in your 7th house brings an unusual or foreign partner and partnerships that begin suddenly. Relationships need honesty and patience, and business dealings need clear contracts; the partner may change your life's direction.",
  "Rahu in your 8th house brings sudden changes, interest in hidden knowledge and gains or losses through others' money. Avoid risky ventures and keep regular health checks; research and occult study can be rewarding.",
  "Rahu in your 9th house makes you question tradition and seek your own truth, sometimes through foreign teachers or ideas. Relations with your father or gurus may be unusual; keep your ethics firm and fortune follows.",
  "Rahu in your 10th house gives strong ambition and the ability to rise fast in modern, foreign or large-scale fields. Public recognition can come suddenly; keep your methods clean so that success stays secure.",
  "Rahu in your 11th house is one of its best places: it brings large gains, influential friends and the fulfilment of big desires. Income through technology, foreign links or networks is likely.",
  "Rahu in your 12th house draws you to foreign lands, hidden expenses and restless nights. Spending can slip out of control, so budget carefully; meditation, charity and work abroad or in institutions help this placement.",
];

const ketu: ByHouse<string> = [
  "Ketu in your lagna gives an intense, introspective nature and a sense of being different from those around you. You may feel uncertain about your identity at times; spiritual practice and a clear purpose bring you steady confidence.",
  "Ketu in your 2nd house can make speech abrupt and family ties detached, and wealth may come and go. Think before you speak, watch your diet and teeth, and save steadily; spiritual and scholarly speech suits you.",
  "Ketu in your 3rd house gives quiet courage and success through effort, and it is considered a good placement. You act without fuss, may have a spiritual or technical skill, and gain a good name through your deeds.",
  "Ketu in your 4th house can bring detachment from home or changes in residence, and some distance from your mother or homeland. Inner peace comes through spiritual life rather than possessions; look after property papers.",
  "Ketu in your 5th house gives a deep, intuitive and spiritual intelligence, and interest in mantras and past-life knowledge. Children may need extra care or come after delay; avoid speculation and follow your insight.",
  "Ketu in your 6th house helps you defeat enemies and overcome illness and debts, often in unexpected ways. Service, healing and technical work suit you, and your opponents tend to withdraw on their own.",
  "Ketu in your 7th house can make you feel distant or dissatisfied in partnerships, or bring a spiritual, unusual partner. Give the relationship attention and honesty; shared spiritual interests strengthen the bond.",
  "Ketu in your 8th house gives deep intuition, interest in the occult and the ability to come through crises. Sudden events and hidden health matters need watchfulness; meditation and research suit you.",
  "Ketu in your 9th house gives inner faith that does not always follow tradition, and some distance from your father or teachers. Pilgrimage and spiritual study bring you wisdom, and your beliefs become truly your own.",
  "Ketu in your 10th house can make your career take unexpected turns or feel unfulfilling unless it has meaning. Technical, research, spiritual or healing work suits you; steady effort builds a reputation despite changes.",
  "Ketu in your 11th house brings gains through unusual means and the fulfilment of wishes without much striving. Friends may be few but genuine; this placement also supports spiritual aspirations.",
  "Ketu in your 12th house is a place of liberation: it gives a spiritual nature, interest in meditation and distant places, and detachment from material pleasures. Expenses on charity and pilgrimage bring peace.",
];

export const planetInHouseEn: ReportLibrary["planetInHouse"] = { sun, moon, mars, mercury, jupiter, venus, saturn, rahu, ketu } satisfies Record<GrahaId, ByHouse<string>>;

/** lordInHouse[h - 1][p - 1]: the lord of house h placed in house p (BPHS ch. 24). */
const lord1: ByHouse<string> = [
  "Your lagna lord sits in the lagna itself, which makes you self-reliant, healthy and confident in your own judgement. You shape your own life more than circumstances do, and your personality is strong and clearly defined.",
  "Your lagna lord in the 2nd house ties your sense of self to wealth, family and speech. You are capable of earning well and valuing your family, though you must keep your words kind towards those closest to you.",
  "Your lagna lord in the 3rd house gives courage, initiative and a love of effort; you make your own opportunities. Siblings, friends and communication play a large part, and you earn respect through bold action.",
  "Your lagna lord in the 4th house gives a life centred on home, mother and inner comfort. You are likely to enjoy property, vehicles and the affection of your family, and your happiness grows as your home grows.",
  "Your lagna lord in the 5th house gives intelligence, creativity and a name that spreads, along with joy from children. You may be quick-tempered at times, but your learning and counsel win you the trust of people in authority.",
  "Your lagna lord in the 6th house makes you face competition, illness or debt as part of your path, and you gain strength by overcoming them. Look after your health with discipline, and service-oriented work suits you.",
  "Your lagna lord in the 7th house centres your life on partnership, marriage and dealing with the public. Travel and wide contacts come with it; your spouse and partners strongly shape who you become.",
  "Your lagna lord in the 8th house gives a research-minded, private nature with interest in occult subjects and life's mysteries. Guard your health and avoid risk-taking and gambling; your resilience through crises is remarkable.",
  "Your lagna lord in the 9th house is a fortunate placement: it gives faith, good conduct, eloquence and the blessings of father and teachers. Luck supports your efforts, and you are respected for your principles.",
  "Your lagna lord in the 10th house puts your self-worth into your career and public life. You earn your own wealth, win honour from people in power and bring pride to your father; work defines you.",
  "Your lagna lord in the 11th house brings steady gains, helpful friends and the fulfilment of many wishes. Your good qualities attract supporters, and your income grows through your network and your own effort.",
  "Your lagna lord in the 12th house can make you generous to a fault and drawn to distant places, solitude or spiritual life. Watch spending and health, and you may find your greatest fulfilment away from your birthplace.",
];

const lord2: ByHouse<string> = [
  "The lord of your 2nd house sits in your lagna, so wealth comes through your own efforts and personality. You value money and family, but can be sharp with relatives; sharing your good fortune keeps the family together.",
  "The lord of your 2nd house in its own house strengthens wealth, savings and family standing. You may be proud of what you have built, and you speak with authority; family wealth tends to grow in your hands.",
  "The lord of your 2nd house in the 3rd ties your income to your efforts, communication, travel or siblings. Earnings rise through initiative and skill, though money must be managed with care as it comes through effort rather than ease.",
  "The lord of your 2nd house in the 4th brings gains from property, land, vehicles and your mother's side. Your family life is comfortable, and investments in home and real estate tend to serve you well.",
  "The lord of your 2nd house in the 5th links wealth with children, intelligence and investments. Your children can add to the family's wealth, and your own learning and advice become sources of income.",
  "The lord of your 2nd house in the 6th brings money through service, competition, loans or health work, but also expenses through disputes and debts. Keep accounts clean and avoid lending carelessly.",
  "The lord of your 2nd house in the 7th brings wealth through your spouse, partnerships and trade. Marriage improves your finances, and business dealings with others can be profitable when agreements are clear.",
  "The lord of your 2nd house in the 8th can bring wealth through inheritance, insurance or hidden sources, though family happiness may feel uneven. Save carefully, protect joint assets and avoid speculative risk.",
  "The lord of your 2nd house in the 9th gives wealth blessed by fortune, skill and good conduct. Family wealth comes through father, teachers or dharmic work, and you are generous with what you earn.",
  "The lord of your 2nd house in the 10th brings wealth through career, status and government or senior people. You are respected for your learning, and your income rises with your professional standing.",
  "The lord of your 2nd house in the 11th is a classic wealth combination: it brings gains from many sources and a growing savings account. Friends and elder siblings also help your finances.",
  "The lord of your 2nd house in the 12th means money flows out as easily as it comes, through travel, family duties or generosity. Budget carefully and save first; spending on good causes brings peace rather than loss.",
];

const lord3: ByHouse<string> = [
  "The lord of your 3rd house in your lagna gives self-made success through courage, skill and enterprise. You are bold and quick to act, sometimes impatient; your hands, voice or pen can become your livelihood.",
  "The lord of your 3rd house in the 2nd can make you less daring with money and inclined to compare your wealth with others'. Earnings come through communication, skill and siblings; contentment brings ease.",
  "The lord of your 3rd house in its own house strengthens siblings, friends and courage. You are happy with your brothers and sisters, good at what you undertake, and confident in your own abilities.",
  "The lord of your 3rd house in the 4th gives comfort and wealth through your own efforts, and a home that may be lively or demanding. Short moves and home-based ventures suit you.",
  "The lord of your 3rd house in the 5th brings bright and capable children, creative courage and a virtuous nature. Your hobbies may become sources of joy or income, and writing or performing suits you.",
  "The lord of your 3rd house in the 6th can bring differences with siblings or neighbours, but it gives fighting spirit against rivals. Work that involves competition, health or service rewards your effort.",
  "The lord of your 3rd house in the 7th ties your initiative to partnerships and dealings with the public. You may work in service of powerful people or travel for partners; your spouse may be enterprising.",
  "The lord of your 3rd house in the 8th asks for care in risky ventures and during travel, and relations with siblings need patience. Research, investigation and hidden work suit your energy.",
  "The lord of your 3rd house in the 9th can bring differences with your father or tradition, though fortune often arrives through your spouse or your own travels. Your courage serves your beliefs.",
  "The lord of your 3rd house in the 10th gives every kind of happiness through your own achievement. Your initiative builds your career, and communication, media, sales or travel can be central to your work.",
  "The lord of your 3rd house in the 11th brings gains through business, communication and the help of siblings. Your efforts pay off regularly, and your network supports your ventures.",
  "The lord of your 3rd house in the 12th can mean efforts spent far from home or on fruitless ventures, so choose where you put your energy. Fortune may come through your spouse or through foreign travel.",
];

const lord4: ByHouse<string> = [
  "The lord of your 4th house in your lagna gives learning, good qualities and the comfort of property and vehicles. You carry your home's values everywhere, though you may be cautious in public life.",
  "The lord of your 4th house in the 2nd gives a comfortable life, wealth from family and property, and a pleasant home table. You enjoy the good things of life and share them generously.",
  "The lord of your 4th house in the 3rd gives courage, generosity and help from servants or subordinates. You may move house often, and siblings play a part in your comfort and property.",
  "The lord of your 4th house in its own house is excellent for home, mother, property and vehicles. You can enjoy settled comfort and may hold positions of trust; inner contentment is strong.",
  "The lord of your 4th house in the 5th makes you happy, loved and devoted, with comforts shared with your children. Education and a spiritual bent bring joy, and property may come through intelligent choices.",
  "The lord of your 4th house in the 6th can reduce domestic comfort and bring disputes over property or your mother's health. Keep documents clear and your temper cool; service work near home suits you.",
  "The lord of your 4th house in the 7th gives a well-educated outlook and comforts through marriage and partnership. Property may come through your spouse, though inherited assets need careful protection.",
  "The lord of your 4th house in the 8th can make domestic happiness uneven, with changes of residence or delays in property. Care for your mother's health and patience at home bring steadier comfort.",
  "The lord of your 4th house in the 9th makes you dear to many, devoted and fortunate in home and vehicles. Your father or teachers help your comforts, and you may live near temples or places of learning.",
  "The lord of your 4th house in the 10th brings honour from people in authority and a career connected with property, education, vehicles or land. Home and work support each other well.",
  "The lord of your 4th house in the 11th brings gains through property, vehicles and your mother's side, and a comfortable life with many friends. Your wishes for a good home are likely to be fulfilled.",
  "The lord of your 4th house in the 12th can mean living away from your birthplace or spending heavily on home and vehicles. Peace of mind comes through spiritual life; protect your property and plan purchases well.",
];

const lord5: ByHouse<string> = [
  "The lord of your 5th house in your lagna gives learning, a bright mind and the joy of children. You are admired for your intelligence, and your creative and spiritual merits show in your personality.",
  "The lord of your 5th house in the 2nd brings wealth through intelligence, teaching or investments, and children who add to the family's fortune. You speak wisely, and your learning is valued.",
  "The lord of your 5th house in the 3rd makes your intelligence practical and expressive, through writing, media or persuasion. You are close to your siblings, clever in dealings, and creative with your hands.",
  "The lord of your 5th house in the 4th brings happiness, a comfortable home and a good relationship with your mother. Your children and education add to your property and peace of mind.",
  "The lord of your 5th house in its own house strengthens intelligence, creativity and children. You are thoughtful and well-regarded; with a benefic here, children are a real source of pride.",
  "The lord of your 5th house in the 6th can bring concerns about children or differences with them, and strain on your plans. Patience with children, care in speculation and a steady health routine help.",
  "The lord of your 5th house in the 7th gives an honourable, devoted nature and a partner who brings intelligence or romance into your life. Your children and your marriage support each other.",
  "The lord of your 5th house in the 8th can delay children or make them few, and it asks for care with breathing and temper. It also gives deep insight into hidden knowledge and a research mind.",
  "The lord of your 5th house in the 9th is a fine combination of two trines: it gives children who become accomplished, a love of learning and strong merit from past good deeds.",
  "The lord of your 5th house in the 10th gives a career that brings comfort and honour, often through advice, education, politics or creative work. Your intelligence is visible in your work.",
  "The lord of your 5th house in the 11th brings gains through intelligence, creativity and your children. You are learned and well liked, and you may write, teach or advise others with success.",
  "The lord of your 5th house in the 12th can reduce happiness from children or take them far away, and it turns your intelligence towards spiritual life, foreign lands or retreat.",
];

const lord6: ByHouse<string> = [
  "The lord of your 6th house in your lagna makes you a fighter: you face illness, rivals or debts directly and gain fame by overcoming them. Keep your health routine strong and your temper in check.",
  "The lord of your 6th house in the 2nd can bring family disagreements or money spent on health and disputes. You are enterprising and can earn in service or competitive fields; watch your speech and diet.",
  "The lord of your 6th house in the 3rd can bring differences with siblings or neighbours, and it tests your courage. Avoid needless confrontations; steady effort turns competition into progress.",
  "The lord of your 6th house in the 4th can disturb domestic peace, property matters or your mother's health. Keep family relations warm and property documents clear; a calm home heals.",
  "The lord of your 6th house in the 5th can make wealth fluctuate and bring strained relations with children or students. Avoid speculation, and invest patience in your children's growth.",
  "The lord of your 6th house in its own house is a strong position against enemies and illness: you defeat opponents and recover well. Relations with relatives may cool, while outsiders become friends.",
  "The lord of your 6th house in the 7th can bring strain in marriage or disputes with partners, though it also makes you bold and capable in public life. Choose partners carefully and keep agreements clear.",
  "The lord of your 6th house in the 8th is one of the viparita placements, where troubles destroy themselves: opponents fall away, but care with chronic health and hidden matters is needed.",
  "The lord of your 6th house in the 9th can make fortune fluctuate and bring differences with elders or teachers. Trade in practical goods and steady service bring gains; respect for the father helps.",
  "The lord of your 6th house in the 10th gives a career in service, law, medicine or competitive fields, and recognition for hard work. You may clash with seniors; diplomacy keeps your rise steady.",
  "The lord of your 6th house in the 11th brings gains through competition, service, loans or even former rivals. Your network includes practical people; be careful with lending to friends.",
  "The lord of your 6th house in the 12th is another viparita placement: debts, illness and enemies weaken over time. Expenses on health and pleasures need watching; service and charity bring relief.",
];

const lord7: ByHouse<string> = [
  "The lord of your 7th house in your lagna draws partners and the public towards you, and marriage strongly shapes your life. You may travel widely; your spouse is often someone you know well or meet early.",
  "The lord of your 7th house in the 2nd brings wealth through marriage and partnership, and a spouse connected with family or finance. Business dealings add to your savings when handled honestly.",
  "The lord of your 7th house in the 3rd links marriage with travel, communication or siblings, and partnerships may begin through neighbours or media. Give your spouse time and keep your promises.",
  "The lord of your 7th house in the 4th brings a spouse who values home and comfort, and property through partnership. Marriage adds to domestic happiness when independence is respected.",
  "The lord of your 7th house in the 5th gives an honourable, romantic nature and a spouse who is intelligent or creative. Love and marriage may go together, and children bring you closer.",
  "The lord of your 7th house in the 6th can bring friction in marriage, disputes with partners or health concerns for the spouse. Clear communication, shared routines and patience heal these strains.",
  "The lord of your 7th house in its own house is a strong sign for marriage: a capable, attractive spouse and good partnerships. You are confident in dealing with the public and in business.",
  "The lord of your 7th house in the 8th can reduce ease in marriage or bring health concerns for the spouse, but also gains through the spouse's family. Patience, openness and care keep the bond strong.",
  "The lord of your 7th house in the 9th brings a principled, fortunate spouse and good luck after marriage. Partnerships with people of other regions or faiths may be rewarding.",
  "The lord of your 7th house in the 10th connects marriage with career: your spouse may work with you or support your ambitions. Business and public dealings are important to your success.",
  "The lord of your 7th house in the 11th brings gains through marriage and partnerships, and a spouse who fulfils your wishes. Friends may introduce your partner, and business profits come through alliances.",
  "The lord of your 7th house in the 12th can mean a spouse from a distant place, spending through marriage, or time apart. Manage joint finances wisely and keep intimacy and trust alive.",
];

const lord8: ByHouse<string> = [
  "The lord of your 8th house in your lagna can bring periods of poor health or inner unrest, and a private, searching nature. Regular health care, moderation and spiritual practice give you strength.",
  "The lord of your 8th house in the 2nd can make savings uncertain and bring family strain or unexpected expenses. Avoid risky speech and investments; insurance and steady saving protect you.",
  "The lord of your 8th house in the 3rd can cool relations with siblings and make efforts feel slow. Choose your ventures carefully, avoid risky travel and keep your motivation up with clear goals.",
  "The lord of your 8th house in the 4th can disturb domestic happiness, property or the inheritance from your parents. Keep papers in order and family disagreements small; patience brings stability.",
  "The lord of your 8th house in the 5th can slow your learning or bring concerns about children. It also gives an interest in hidden knowledge; patience with study and care with speculation help.",
  "The lord of your 8th house in the 6th is a viparita placement: you overcome enemies and obstacles, sometimes after health troubles in early life. Discipline in health brings lasting strength.",
  "The lord of your 8th house in the 7th asks for patience in marriage and care for your spouse's health, and it can complicate partnerships. Clear agreements and honesty protect both love and business.",
  "The lord of your 8th house in its own house is a classical sign of long life and resilience. You may gain from inheritance or research, and you handle crises with a calm that others lack.",
  "The lord of your 8th house in the 9th can test your faith or your relations with your father and teachers, and fortune may come in fits and starts. Keep your principles firm and help others freely.",
  "The lord of your 8th house in the 10th can bring obstacles or sudden changes in career and in relations with your father. Work in research, insurance, mining or hidden fields can suit you.",
  "The lord of your 8th house in the 11th may bring early struggles with income but steady improvement later, and a long life. Unexpected gains, insurance or inheritance may add to your wealth.",
  "The lord of your 8th house in the 12th is a viparita placement, which can reduce troubles, though expenses and hidden losses need watching. Spiritual practice and charity bring inner security.",
];

const lord9: ByHouse<string> = [
  "The lord of your 9th house in your lagna is a fortunate sign: you carry your luck with you. You are virtuous, handsome in conduct, honoured by others and guided by strong principles.",
  "The lord of your 9th house in the 2nd gives wealth through fortune and learning, and a family that values dharma. You are well-liked, speak wisely and accumulate steadily.",
  "The lord of your 9th house in the 3rd brings fortune through siblings, friends, travel and your own efforts. You are brave in pursuing your beliefs, and writing or teaching suits you.",
  "The lord of your 9th house in the 4th brings comfort, a good home, vehicles and the blessing of your mother. Your fortune supports your family's happiness.",
  "The lord of your 9th house in the 5th is a fine trinal link: it gives fortunate children, devotion to teachers and a mind rich in wisdom. Past merit supports your present life.",
  "The lord of your 9th house in the 6th can make fortune uneven and bring obstacles from opponents. Service, patience and respect for elders turn difficulties into progress.",
  "The lord of your 9th house in the 7th brings a fortunate, principled spouse and rising luck after marriage. Partnerships, travel and dealings with the public favour you.",
  "The lord of your 9th house in the 8th can delay fortune or make it come through hardship, and it asks for care with your father's wellbeing. Faith and steady effort bring deeper reward.",
  "The lord of your 9th house in its own house greatly strengthens fortune, faith and the blessings of your father and teachers. You live by your principles and receive the support of many.",
  "The lord of your 9th house in the 10th is a raj yoga placement: it gives high position, leadership and a career aligned with your principles. Seniors and authorities favour you.",
  "The lord of your 9th house in the 11th brings wealth, virtuous friends and fulfilment of your wishes. Fortune brings gains, and you use your prosperity well.",
  "The lord of your 9th house in the 12th can make fortune flow away or take you far from home. Spending on good causes, pilgrimage and spiritual life bring the blessings this placement offers.",
];

const lord10: ByHouse<string> = [
  "The lord of your 10th house in your lagna makes you a self-made person: your work and your identity are one. You are capable, well-known and may have had to prove yourself early.",
  "The lord of your 10th house in the 2nd brings wealth through your profession and respect for your abilities. Family business, finance, speech or food trades may suit you.",
  "The lord of your 10th house in the 3rd gives a career in communication, travel, media or enterprise. You are brave in your work, and siblings or colleagues can support your progress.",
  "The lord of your 10th house in the 4th brings happiness through work and comforts such as home, land and vehicles. Education, property or home-based work suits you.",
  "The lord of your 10th house in the 5th gives a career built on learning, creativity and counsel, and prosperity that children share. Teaching, advisory roles or entertainment may suit you.",
  "The lord of your 10th house in the 6th gives a career in service, medicine, law or competitive fields, with rivals to overcome. Steady effort and sound relations with seniors keep you rising.",
  "The lord of your 10th house in the 7th links career with partnerships and the public: business, trade, consultancy or diplomacy suits you. Your spouse may support or share your work.",
  "The lord of your 10th house in the 8th can bring breaks or changes in career and some obstacles. Research, insurance, investigation or hidden fields reward you; long life and resilience help.",
  "The lord of your 10th house in the 9th gives an honourable career guided by dharma, with support from father, teachers or the government. Law, teaching and advisory work may suit you.",
  "The lord of your 10th house in its own house strongly supports career: you are skilled, truthful and respected, and you may rise to leadership. Work gives you fulfilment.",
  "The lord of your 10th house in the 11th brings income and gains through your profession, with friends and networks helping. You are happy in your work and respected.",
  "The lord of your 10th house in the 12th can take your career abroad, to institutions or behind the scenes. Expenses related to work need care; foreign or charitable work suits you.",
];

const lord11: ByHouse<string> = [
  "The lord of your 11th house in your lagna brings gains through your own personality and effort. You are generous and balanced, and many people come to you with opportunities.",
  "The lord of your 11th house in the 2nd brings wealth from many sources and a growing family fortune. Your savings increase steadily, and your speech helps your income.",
  "The lord of your 11th house in the 3rd brings gains through your skills, communication and siblings. Ventures you start tend to pay, and friends support your efforts.",
  "The lord of your 11th house in the 4th brings gains through property, vehicles, mother's side and home-based work. Pilgrimages and comforts are part of your life.",
  "The lord of your 11th house in the 5th brings gains through children, learning and creative work. You are learned and happy, and your children help your prosperity.",
  "The lord of your 11th house in the 6th can bring gains through service, competition or healing, along with health matters to watch. Avoid disputes with friends over money.",
  "The lord of your 11th house in the 7th brings gains through marriage, partnership and business, and a spouse who supports your ambitions. Trade and public dealings prosper.",
  "The lord of your 11th house in the 8th can bring losses or delays in income and disruptions in your plans. Steady saving and insurance protect you; gains may come unexpectedly.",
  "The lord of your 11th house in the 9th brings fortune and gains through dharma, father and teachers. You are skilful and lucky, and your good deeds return as prosperity.",
  "The lord of your 11th house in the 10th brings gains through career and honour from authorities. Your work brings income steadily, and you are respected for what you achieve.",
  "The lord of your 11th house in its own house gives plentiful gains, many friends and happiness. Your wishes tend to be fulfilled, and elder siblings and friends support you.",
  "The lord of your 11th house in the 12th can make gains slip away through expenses or bring income from distant lands. Budget carefully, and spend on good causes for lasting benefit.",
];

const lord12: ByHouse<string> = [
  "The lord of your 12th house in your lagna can make you generous, spiritually inclined and prone to spending. Look after your health and finances, and your charm and kindness win friends.",
  "The lord of your 12th house in the 2nd can bring expenses on family, food or auspicious events. Save before you spend, and be mindful of your words; charity brings contentment.",
  "The lord of your 12th house in the 3rd can reduce help from siblings and make efforts feel costly. Choose your projects wisely and travel with care; writing or spiritual communication suits you.",
  "The lord of your 12th house in the 4th can bring expenses on home and vehicles or a life away from your birthplace. Protect your mother's wellbeing and your property with care.",
  "The lord of your 12th house in the 5th can bring expenses on children or education, and a mind turned towards pilgrimage and spiritual study. Avoid speculation.",
  "The lord of your 12th house in the 6th is a viparita placement: opponents and debts weaken, and you gain through service. Control temper and spending, and you thrive.",
  "The lord of your 12th house in the 7th can bring expenses through marriage or partners, or a spouse from a distant place. Manage joint finances and keep honest communication.",
  "The lord of your 12th house in the 8th is a viparita placement that can bring gains, pleasant speech and long life. Hidden resources and research support you.",
  "The lord of your 12th house in the 9th can bring expenses on religious causes, pilgrimage and elders. You honour teachers and value spiritual life; fortune may come from abroad.",
  "The lord of your 12th house in the 10th can bring expenses through work or a career abroad or in institutions. Relations with your father may be distant; steady effort brings recognition.",
  "The lord of your 12th house in the 11th can make gains come and go, with friends who cost as much as they give. Plan savings carefully and choose friends wisely.",
  "The lord of your 12th house in its own house can bring spending on good causes, spiritual pursuits and comforts. Foreign travel, meditation and generosity bring fulfilment.",
];

export const lordInHouseEn: ReportLibrary["lordInHouse"] = [lord1, lord2, lord3, lord4, lord5, lord6, lord7, lord8, lord9, lord10, lord11, lord12];
