/**
 * The bank behind an IFSC, from its first 4 letters. A short list of the banks most players use;
 * an unknown code shows no bank name (the account still works: payouts go by IFSC).
 */
const BANKS: Record<string, string> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  BKID: 'Bank of India',
  IDIB: 'Indian Bank',
  IOBA: 'Indian Overseas Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd Bank',
  IDFB: 'IDFC FIRST Bank',
  FDRL: 'Federal Bank',
  MAHB: 'Bank of Maharashtra',
  CBIN: 'Central Bank of India',
  UCBA: 'UCO Bank',
  PSIB: 'Punjab & Sind Bank',
  AIRP: 'Airtel Payments Bank',
  PYTM: 'Paytm Payments Bank',
};

export const bankNameFor = (ifsc: string) => BANKS[ifsc.slice(0, 4).toUpperCase()] ?? '';
