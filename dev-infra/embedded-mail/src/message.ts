import { simpleParser, type AddressObject, type HeaderValue, type StructuredHeader } from 'mailparser';

/** One received mail, as the HTTP API returns it (`GET /api/messages/:id`). */
export type Message = {
  id: string;
  /** The From header's address, or the envelope sender when the header has none. */
  from: string;
  /** Every envelope recipient (To, Cc and Bcc alike): who the mail was delivered to. */
  to: string[];
  subject: string;
  /** The Date header (ISO 8601), or the time it arrived when the header is missing. */
  date: string;
  /** When the server accepted it (ISO 8601). */
  receivedAt: string;
  /**
   * The plain-text body as mailparser decodes it: derived from the html when there is no text part,
   * '' when there is neither. A single-part mail keeps the line break that ends its last line.
   */
  text: string;
  /** The html body, or null for a text-only mail. */
  html: string | null;
  /** Headers by lower-case name; repeated headers (Received) give an array. */
  headers: Record<string, string | string[]>;
  attachments: { filename: string | null; contentType: string; size: number }[];
  /** Size of the raw message in bytes. */
  size: number;
};

/** The list entry of `GET /api/messages`. */
export type MessageSummary = Pick<Message, 'id' | 'from' | 'to' | 'subject' | 'date'>;

/** What the SMTP envelope said; kept beside the .eml since Bcc recipients are not in the headers. */
export type Envelope = { from: string; to: string[]; receivedAt: string };

export async function parseMessage(id: string, raw: Buffer, envelope: Envelope): Promise<Message> {
  const parsed = await simpleParser(raw, { skipTextToHtml: true, skipTextLinks: true });
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of parsed.headers) headers[name] = headerText(value);
  return {
    id,
    from: firstAddress(parsed.from) ?? envelope.from,
    to: envelope.to,
    subject: parsed.subject ?? '',
    date: (parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date(envelope.receivedAt)).toISOString(),
    receivedAt: envelope.receivedAt,
    text: parsed.text ?? '',
    html: parsed.html === false ? null : parsed.html,
    headers,
    attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? null, contentType: a.contentType, size: a.size })),
    size: raw.length,
  };
}

export function summary(message: Message): MessageSummary {
  return { id: message.id, from: message.from, to: message.to, subject: message.subject, date: message.date };
}

function firstAddress(value: AddressObject | undefined): string | undefined {
  const first = value?.value[0];
  return first?.address ?? first?.group?.[0]?.address;
}

function headerText(value: HeaderValue): string | string[] {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v: string | StructuredHeader) => (typeof v === 'string' ? v : structured(v)));
  if ('text' in value) return value.text;
  return structured(value);
}

function structured(header: StructuredHeader): string {
  return [header.value, ...Object.entries(header.params).map(([key, value]) => `${key}=${value}`)].join('; ');
}
