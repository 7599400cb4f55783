import { describe, expect, it } from "vitest";
import { quoted, ticketReceivedEmail, ticketReplyEmail } from "./email";

const languages = ["en", "hi", "ta", "te"] as const;

describe("support mails", () => {
  it.each(languages)("the %s acknowledgement names the ticket and promises an answer within 48 hours, without the message", (lang) => {
    const mail = ticketReceivedEmail[lang]({ ticketId: "tk_0123456789abcdef01234567", name: "Asha" });
    expect(mail.subject).toContain("tk_0123456789abcdef01234567");
    expect(mail.text).toContain("tk_0123456789abcdef01234567");
    expect(mail.text).toContain("48");
    expect(mail.text).toContain("Asha");
  });

  it.each(languages)("the %s reply carries the answer and quotes the original message line by line", (lang) => {
    const mail = ticketReplyEmail[lang]({ ticketId: "tk_0123456789abcdef01234567", name: null, reply: "Done.", original: "Line one\n\nLine <two>" });
    expect(mail.subject).toContain("tk_0123456789abcdef01234567");
    expect(mail.text).toContain("Done.");
    expect(mail.text.endsWith("> Line one\n>\n> Line <two>")).toBe(true);
  });

  it("quotes Windows line ends as single lines", () => {
    expect(quoted("a\r\nb")).toBe("> a\n> b");
  });
});
