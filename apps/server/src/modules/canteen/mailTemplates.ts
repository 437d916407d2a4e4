import type { MailTemplate } from '../../mail/texts';

/**
 * The mail to a person whose order the kitchen cancelled (issue 21 §9: a sick employee's lunch after
 * the deadline), listed in the portal's MAIL_TEMPLATES. Values `name`, `day`, `plan`, `items`,
 * `reason`, `canteen`.
 */
export const canteenOrderCancelled: MailTemplate = {
  de: {
    subject: 'Ihre Bestellung für {day} wurde storniert – {canteen}',
    greeting: 'Guten Tag {name}',
    paragraphs: [
      'Die Küche von {canteen} hat Ihre Bestellung „{plan}“ für {day} storniert: {items}.',
      'Grund: {reason}',
      'Die Bestellung wird Ihnen nicht verrechnet.',
    ],
    closing: 'Freundliche Grüsse\n{canteen}',
  },
  en: {
    subject: 'Your order for {day} was cancelled – {canteen}',
    greeting: 'Hello {name}',
    paragraphs: [
      'The kitchen of {canteen} cancelled your order “{plan}” for {day}: {items}.',
      'Reason: {reason}',
      'You will not be charged for it.',
    ],
    closing: 'Kind regards\n{canteen}',
  },
  cs: {
    subject: 'Vaše objednávka na {day} byla stornována – {canteen}',
    greeting: 'Dobrý den, {name}',
    paragraphs: [
      'Kuchyně {canteen} stornovala vaši objednávku „{plan}“ na {day}: {items}.',
      'Důvod: {reason}',
      'Objednávka vám nebude účtována.',
    ],
    closing: 'S pozdravem\n{canteen}',
  },
  fr: {
    subject: 'Votre commande du {day} a été annulée – {canteen}',
    greeting: 'Bonjour {name}',
    paragraphs: [
      'La cuisine de {canteen} a annulé votre commande « {plan} » du {day} : {items}.',
      'Motif : {reason}',
      'Elle ne vous sera pas facturée.',
    ],
    closing: 'Meilleures salutations\n{canteen}',
  },
  it: {
    subject: 'Il Suo ordine del {day} è stato annullato – {canteen}',
    greeting: 'Buongiorno {name}',
    paragraphs: [
      'La cucina di {canteen} ha annullato il Suo ordine «{plan}» del {day}: {items}.',
      'Motivo: {reason}',
      'Non Le sarà addebitato.',
    ],
    closing: 'Cordiali saluti\n{canteen}',
  },
};
