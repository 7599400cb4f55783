/**
 * The support mails, in the ticket's language: the acknowledgement of a `/support` message and
 * an administrator's reply. Plain text only (the mailer sends `text`, never HTML).
 *
 * The acknowledgement does not repeat the message: the form takes any address, and a mail that
 * echoed a stranger's words to it would let anyone send text in our name. The reply quotes the
 * original, as the writer asked it of us.
 */
import type { MailLanguage } from "../auth/email";

export interface TicketMailFacts {
  /** The ticket's number as the writer may quote it back (`tk_…`). */
  ticketId: string;
  name: string | null;
}

const greeting: Record<MailLanguage, (name: string | null) => string> = {
  en: (name) => (name ? `Hello ${name},` : "Hello,"),
  hi: (name) => (name ? `नमस्ते ${name} जी,` : "नमस्ते,"),
  ta: (name) => (name ? `வணக்கம் ${name},` : "வணக்கம்,"),
  te: (name) => (name ? `నమస్కారం ${name} గారు,` : "నమస్కారం,"),
};

export const ticketReceivedEmail: Record<MailLanguage, (facts: TicketMailFacts) => { subject: string; text: string }> = {
  en: ({ ticketId, name }) => ({
    subject: `We have your message (${ticketId})`,
    text: [
      greeting.en(name),
      "",
      "Thank you for writing to Jyotish Setu support. Your message has reached us and we will answer it by email within 48 hours.",
      "",
      `Your ticket number is ${ticketId}. If you write to us again about the same question, please mention it.`,
      "",
      "— Jyotish Setu support",
    ].join("\n"),
  }),
  hi: ({ ticketId, name }) => ({
    subject: `आपका संदेश हमें मिल गया है (${ticketId})`,
    text: [
      greeting.hi(name),
      "",
      "ज्योतिष सेतु सहायता को लिखने के लिए धन्यवाद। आपका संदेश हम तक पहुँच गया है और हम 48 घंटों के भीतर ईमेल से इसका जवाब देंगे।",
      "",
      `आपका टिकट नंबर ${ticketId} है। इसी सवाल पर दोबारा लिखें तो कृपया यह नंबर ज़रूर बताएँ।`,
      "",
      "— ज्योतिष सेतु सहायता टीम",
    ].join("\n"),
  }),
  ta: ({ ticketId, name }) => ({
    subject: `உங்கள் செய்தி எங்களுக்குக் கிடைத்தது (${ticketId})`,
    text: [
      greeting.ta(name),
      "",
      "ஜோதிட சேது உதவி மையத்துக்கு எழுதியதற்கு நன்றி. உங்கள் செய்தி எங்களை வந்தடைந்தது; 48 மணி நேரத்துக்குள் மின்னஞ்சல் மூலம் பதில் அளிப்போம்.",
      "",
      `உங்கள் டிக்கெட் எண் ${ticketId}. இதே கேள்வி குறித்து மீண்டும் எழுதினால் இந்த எண்ணைக் குறிப்பிடுங்கள்.`,
      "",
      "— ஜோதிட சேது உதவி மையம்",
    ].join("\n"),
  }),
  te: ({ ticketId, name }) => ({
    subject: `మీ సందేశం మాకు అందింది (${ticketId})`,
    text: [
      greeting.te(name),
      "",
      "జ్యోతిష సేతు సహాయ కేంద్రానికి రాసినందుకు ధన్యవాదాలు. మీ సందేశం మాకు చేరింది; 48 గంటల్లోగా ఈమెయిల్ ద్వారా జవాబు ఇస్తాం.",
      "",
      `మీ టికెట్ నంబర్ ${ticketId}. ఇదే విషయం గురించి మళ్లీ రాస్తే దయచేసి ఈ నంబర్‌ను పేర్కొనండి.`,
      "",
      "— జ్యోతిష సేతు సహాయ కేంద్రం",
    ].join("\n"),
  }),
};

/** Each line of `text` prefixed with "> ", as mail quotes a message. */
export function quoted(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}

export const ticketReplyEmail: Record<MailLanguage, (facts: TicketMailFacts & { reply: string; original: string }) => { subject: string; text: string }> = {
  en: ({ ticketId, name, reply, original }) => ({
    subject: `Re: your message to Jyotish Setu support (${ticketId})`,
    text: [greeting.en(name), "", reply, "", "— Jyotish Setu support", "", "You wrote:", quoted(original)].join("\n"),
  }),
  hi: ({ ticketId, name, reply, original }) => ({
    subject: `ज्योतिष सेतु सहायता का जवाब (${ticketId})`,
    text: [greeting.hi(name), "", reply, "", "— ज्योतिष सेतु सहायता टीम", "", "आपने लिखा था:", quoted(original)].join("\n"),
  }),
  ta: ({ ticketId, name, reply, original }) => ({
    subject: `ஜோதிட சேது உதவி மையத்தின் பதில் (${ticketId})`,
    text: [greeting.ta(name), "", reply, "", "— ஜோதிட சேது உதவி மையம்", "", "நீங்கள் எழுதியது:", quoted(original)].join("\n"),
  }),
  te: ({ ticketId, name, reply, original }) => ({
    subject: `జ్యోతిష సేతు సహాయ కేంద్రం జవాబు (${ticketId})`,
    text: [greeting.te(name), "", reply, "", "— జ్యోతిష సేతు సహాయ కేంద్రం", "", "మీరు రాసింది:", quoted(original)].join("\n"),
  }),
};
