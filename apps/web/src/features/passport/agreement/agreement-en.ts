import type { AgreementText } from './agreement-types';

/** Registration agreement, English translation (the Chinese text prevails). */
export const agreementEn: AgreementText = {
  title: 'Scholar Platform User Registration Agreement',
  updated: 'Updated: 1 July 2025 · Effective: 1 July 2025',
  intro: [
    'Welcome to Scholar Platform (the "Platform"). The Platform serves researchers and authors with conference registration and paper submission, journal paper services, manuscript translation and editing, an expert think tank, a credit mall, a wallet, invoices and related services.',
    'Please read this Agreement in full before registering, in particular the clauses that exclude or limit liability and the clause on dispute resolution. By ticking "I have read and agree to the Registration Agreement" and completing registration, you confirm that you understand and accept all of it. If you do not agree, please do not register. This is a translation; if it differs from the Chinese text, the Chinese text prevails.',
  ],
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        '1.1 You register with a mobile number of your own, verified by an SMS code. You may add an e-mail address for signing in and recovering your password.',
        '1.2 You provide true, accurate and complete personal and academic information (such as name, institution, title and research field) and keep it up to date. Problems with orders, certificates, invoices or remuneration caused by wrong information are your responsibility.',
        '1.3 Your account is for you alone: you may not lend, transfer, rent or sell it. Keep your password and verification codes safe; losses caused by careless handling are yours. If someone else uses your account, change your password at once and contact your service adviser on the Platform.',
        '1.4 Under applicable rules, from 21 July 2025 real-name and face verification is required before claiming think-tank tasks, having remuneration accounted or withdrawing it.',
        '1.5 The Platform may, after notice, restrict or close an account that has long been unused or that breaches this Agreement, unless the law provides otherwise.',
      ],
    },
    {
      heading: '2. Your content and the copyright of submitted papers',
      paragraphs: [
        '2.1 Papers, abstracts, CVs, attachments and other material you submit ("User Content") remain the copyright of you or the original right holder. You warrant that you hold the rights to it and that it involves no plagiarism, fabricated data, duplicate submission or infringement of anyone\'s rights.',
        '2.2 To provide the services you choose (conference submission, peer review, similarity checks, translation and editing, journal submission), you authorise the Platform, the conference organisers, journal editors and reviewers concerned to store, copy, transmit, review and process User Content as far as the service requires. Publication and any transfer of copyright after acceptance are governed by the copyright agreement you sign separately.',
        '2.3 The Platform does not use your unpublished manuscripts for any purpose other than the service, nor disclose them to unrelated third parties.',
        '2.4 Rights in review reports, courses, manuscripts and other results produced by think-tank experts follow the task description or the agreement signed for that task.',
      ],
    },
    {
      heading: '3. Fees, payment and refunds',
      paragraphs: [
        '3.1 Some services are paid; the price is the one shown when you place the order. You may pay online, from your wallet balance, with coupons or by offline bank transfer.',
        '3.2 After paying and before the service starts, you may cancel an order for a refund. Once a service has started or been completed, refunds follow the share of service delivered or the rules of that service. Changes and refunds of conference registration fees follow the notice of that conference.',
        '3.3 Wallet balance can only be spent on the Platform and bears no interest; bonus amounts granted with a top-up cannot be withdrawn or refunded.',
        '3.4 You may request an invoice once an order is complete; you are responsible for the accuracy of the invoice details.',
      ],
    },
    {
      heading: '4. Privacy, SMS and e-mail codes',
      paragraphs: [
        '4.1 The Platform collects and uses your personal information in accordance with the Personal Information Protection Law of the PRC and other laws, only as far as the services require, and protects it with measures such as encrypted storage and access control.',
        '4.2 To verify your identity, the Platform sends verification codes by SMS to your phone and by e-mail to your address. A code is for you alone: never share it. Platform staff will never ask for your code or password for any reason.',
        '4.3 To prevent abuse, sending is limited in frequency and codes are limited in life (for example one code a minute per number, valid for 10 minutes, void after repeated wrong entries), and you may be asked to type a picture code.',
        '4.4 You may access, correct or delete your personal information or close your account. Information on orders, invoices, remuneration and tax is kept for the periods the law requires.',
      ],
    },
    {
      heading: '5. Prohibited conduct',
      paragraphs: [
        'When using the Platform you must not:',
        "(a) publish content that breaks the law, endangers national security, offends public morals or infringes anyone's lawful rights;",
        '(b) submit plagiarised, ghost-written, fabricated or falsified academic work, or engage in any other academic misconduct;',
        "(c) use another person's identity to register, pass verification or receive remuneration;",
        '(d) register accounts in bulk, abuse verification codes, credits or coupons by automated means, or disturb the normal operation of the Platform;',
        '(e) copy, republish or scrape Platform content without permission, or use the services for unauthorised commercial purposes.',
        'If you breach these rules, the Platform may remove the content concerned, suspend or end the service and pursue liability according to law.',
      ],
    },
    {
      heading: '6. Limitation of liability',
      paragraphs: [
        '6.1 Submission, review and journal services do not guarantee acceptance or publication; those decisions are made independently by conference organisers and journal editors.',
        '6.2 To the extent the law allows, the Platform is not liable for interruptions or losses caused by force majeure, network failures, failures of third-party services (such as payment institutions or SMS providers) or your own actions, but will do its best to limit your loss.',
        '6.3 The Platform is not liable for losses you cause to third parties by breaching this Agreement or the law; you will compensate the Platform for any loss it suffers as a result.',
      ],
    },
    {
      heading: '7. Changes and termination',
      paragraphs: [
        'The Platform may amend this Agreement to follow changes in law or in its services. Amendments are published on the Platform and take effect when the notice period ends. If you do not accept them, you may stop using the Platform and close your account; continued use means you accept the amended Agreement.',
      ],
    },
    {
      heading: '8. Governing law and disputes',
      paragraphs: [
        "This Agreement is governed by the laws of the People's Republic of China (excluding those of the Hong Kong and Macao Special Administrative Regions and Taiwan). The parties will first try to settle any dispute by friendly negotiation; failing that, either party may bring proceedings before the competent people's court where the Platform's operator is located.",
      ],
    },
    {
      heading: '9. Contact us',
      paragraphs: [
        'For any question, comment or complaint about this Agreement or the services, contact your service adviser on the Platform. We reply within 15 working days.',
      ],
    },
  ],
};
