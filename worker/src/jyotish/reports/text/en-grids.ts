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
  "The Sun in your 5th house gives a sharp, independent intelligence and a taste for leadership, advice and speculation of ideas. Children may be few or come later, and your pride can be sensitive; a generous, teaching spirit brings your best results.",
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
  "Venus in your 12th house gives a love of comfort, pleasure, travel and private joys, and spending on luxury and bed comforts. Foreign places and spiritual devotion suit you; budget carefully so pleasures do not become debts.",
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
