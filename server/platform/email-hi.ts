// What the server e-mails a Hindi-speaking customer (issue 29): the twins of email.ts's customer e-mails. A notice to
// staff (a review waiting for moderation) stays in English: the back office is in English.
import type { EmailContent, EmailMessage } from './email.js';

/** The Hindi subject and body of a customer e-mail; null for a staff notice (sent in English). */
export function hindiEmailContent(message: EmailMessage): EmailContent | null {
  switch (message.kind) {
    case 'work-email-otp':
      return {
        subject: `Revolt पर ${message.partner} कर्मचारी ऑफ़र के लिए आपका कोड`,
        text:
          `${message.code} आपका कोड है। इससे Revolt Motors पर ${message.partner} कर्मचारी ऑफ़र के लिए आपके ऑफ़िस का ई-मेल पता पुष्ट होगा। ` +
          `यह ${message.minutes} मिनट तक मान्य है। अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा करें।`,
      };
    case 'dealer-application-received':
      return {
        subject: `आपका डीलरशिप आवेदन ${message.reference} हमें मिल गया है`,
        text:
          `नमस्ते ${message.name} जी, Revolt Motors का डीलर बनने के लिए आवेदन करने का धन्यवाद। आपका रेफ़रेंस नंबर ${message.reference} है। ` +
          'हमारी डीलर डेवलपमेंट टीम हर आवेदन को ध्यान से देखती है और आपसे संपर्क करेगी।',
      };
    case 'review-waiting':
      return null;
  }
}
