import { UI_LANGUAGES, type UiLanguage } from './constants';

/**
 * The player app's refusals in every UI language (docs/architecture.md, "Messages in the player's
 * language"). A message is keyed by its English text exactly as the API has always answered it;
 * values (amounts, limits, counts, times) are `{name}` placeholders filled from the call site's
 * params, so each translation carries them. The server translates by the request's language; the
 * web app never imports this file (its first screen stays small) and only sends the language.
 * Operators' and machines' messages (back office, provider API, gateway callbacks) are not here:
 * they stay English. Messages with `system` are the web app's to word and stay English too.
 */
export type MessageLanguage = Exclude<UiLanguage, 'en'>;
export type Translations = Readonly<Record<MessageLanguage, string>>;

/** A value in a message: a number or text as shown, or a message of its own, translated too. */
export type MessageParam = string | number | Phrase;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A message of the catalogue (its English template) with its values. */
export interface Phrase {
  readonly template: string;
  readonly params?: MessageParams;
}

export const phrase = (template: string, params?: MessageParams): Phrase =>
  params ? { template, params } : { template };

/** `1 minute` / `N minutes` as the English messages write a wait. */
export const minutesPhrase = (minutes: number): Phrase =>
  minutes === 1 ? phrase('1 minute') : phrase('{minutes} minutes', { minutes });

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a template's placeholders, sorted (each once). */
export const placeholdersOf = (template: string) =>
  [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();

type Lookup = (template: string) => string | null;

function render(template: string, params: MessageParams | undefined, lookup: Lookup): string {
  const text = lookup(template) ?? template;
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? render(value.template, value.params, lookup) : String(value);
  });
}

/** The English text of a message: the template with its values, as the API answered before. */
export const englishText = (message: Phrase) =>
  render(message.template, message.params, () => null);

/**
 * The message in `language`: its translation with the values in place; English when the language
 * is English, unknown or absent, or the message (or a value that is a message) has no entry.
 */
export function translatedText(message: Phrase, language: string | null | undefined): string {
  const known = (UI_LANGUAGES as readonly string[]).includes(language ?? '') && language !== 'en';
  if (!known) return englishText(message);
  const lang = language as MessageLanguage;
  return render(message.template, message.params, (t) => PLAYER_MESSAGES[t]?.[lang] ?? null);
}

const t = (es: string, fr: string, zhCN: string, zhTW: string, id: string): Translations => ({
  es,
  fr,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  id,
});

/** English template → its translations. English is the key, word for word as answered today. */
export const PLAYER_MESSAGES: Readonly<Record<string, Translations>> = {
  // Waits, used as values of other messages.
  '1 minute': t('1 minuto', '1 minute', '1 分钟', '1 分鐘', '1 menit'),
  '{minutes} minutes': t(
    '{minutes} minutos',
    '{minutes} minutes',
    '{minutes} 分钟',
    '{minutes} 分鐘',
    '{minutes} menit',
  ),

  // Requests and validation.
  'Invalid request': t(
    'Solicitud no válida',
    'Requête invalide',
    '请求无效',
    '請求無效',
    'Permintaan tidak valid',
  ),
  'Invalid {field}: {detail}': t(
    'Valor no válido en {field}: {detail}',
    'Valeur invalide pour {field} : {detail}',
    '{field} 无效：{detail}',
    '{field} 無效：{detail}',
    '{field} tidak valid: {detail}',
  ),
  'Invalid request: the body is not valid JSON': t(
    'Solicitud no válida: el cuerpo no es JSON válido',
    'Requête invalide : le corps n’est pas du JSON valide',
    '请求无效：请求体不是有效的 JSON',
    '請求無效：請求內容不是有效的 JSON',
    'Permintaan tidak valid: isi permintaan bukan JSON yang valid',
  ),
  'Invalid request: the JSON body is empty': t(
    'Solicitud no válida: el cuerpo JSON está vacío',
    'Requête invalide : le corps JSON est vide',
    '请求无效：JSON 请求体为空',
    '請求無效：JSON 請求內容為空',
    'Permintaan tidak valid: isi JSON kosong',
  ),
  'Invalid request: send application/json': t(
    'Solicitud no válida: envía application/json',
    'Requête invalide : envoyez application/json',
    '请求无效：请发送 application/json',
    '請求無效：請傳送 application/json',
    'Permintaan tidak valid: kirim application/json',
  ),
  'Request too large': t(
    'La solicitud es demasiado grande',
    'Requête trop volumineuse',
    '请求过大',
    '請求過大',
    'Permintaan terlalu besar',
  ),
  'Invalid request: bad content length': t(
    'Solicitud no válida: longitud de contenido incorrecta',
    'Requête invalide : longueur de contenu incorrecte',
    '请求无效：内容长度错误',
    '請求無效：內容長度錯誤',
    'Permintaan tidak valid: panjang konten salah',
  ),
  'Invalid request: a value is not acceptable': t(
    'Solicitud no válida: un valor no es aceptable',
    'Requête invalide : une valeur n’est pas acceptable',
    '请求无效：某个值不可接受',
    '請求無效：某個值無法接受',
    'Permintaan tidak valid: ada nilai yang tidak dapat diterima',
  ),
  'Invalid request: send multipart/form-data': t(
    'Solicitud no válida: envía multipart/form-data',
    'Requête invalide : envoyez multipart/form-data',
    '请求无效：请发送 multipart/form-data',
    '請求無效：請傳送 multipart/form-data',
    'Permintaan tidak valid: kirim multipart/form-data',
  ),
  'Invalid request: malformed multipart/form-data': t(
    'Solicitud no válida: multipart/form-data mal formado',
    'Requête invalide : multipart/form-data mal formé',
    '请求无效：multipart/form-data 格式错误',
    '請求無效：multipart/form-data 格式錯誤',
    'Permintaan tidak valid: multipart/form-data rusak',
  ),
  'Invalid appId: this app is not served here': t(
    'appId no válido: esta aplicación no se atiende aquí',
    'appId invalide : cette application n’est pas servie ici',
    'appId 无效：此处不提供该应用',
    'appId 無效：此處不提供該應用程式',
    'appId tidak valid: aplikasi ini tidak dilayani di sini',
  ),
  'Invalid cursor': t(
    'Cursor no válido',
    'Curseur invalide',
    '游标无效',
    '游標無效',
    'Kursor tidak valid',
  ),
  'Too many requests, please try again later': t(
    'Demasiadas solicitudes, inténtalo de nuevo más tarde',
    'Trop de requêtes, veuillez réessayer plus tard',
    '请求过于频繁，请稍后再试',
    '請求過於頻繁，請稍後再試',
    'Terlalu banyak permintaan, silakan coba lagi nanti',
  ),
  'The server is busy. Please try again in a moment': t(
    'El servidor está ocupado. Inténtalo de nuevo en un momento',
    'Le serveur est occupé. Veuillez réessayer dans un instant',
    '服务器繁忙，请稍后再试',
    '伺服器忙碌中，請稍後再試',
    'Server sedang sibuk. Silakan coba lagi sebentar lagi',
  ),

  // Custom rules of the contract's schemas, the detail of 'Invalid {field}: {detail}'.
  'must not contain NUL characters or unpaired surrogates': t(
    'no debe contener caracteres NUL ni sustitutos sin pareja',
    'ne doit pas contenir de caractères NUL ni de substituts isolés',
    '不得包含 NUL 字符或未配对的代理字符',
    '不得包含 NUL 字元或未配對的代理字元',
    'tidak boleh berisi karakter NUL atau surrogate tanpa pasangan',
  ),
  'must be a number': t(
    'debe ser un número',
    'doit être un nombre',
    '必须是数字',
    '必須是數字',
    'harus berupa angka',
  ),
  'expected the nextCursor of the previous page': t(
    'se esperaba el nextCursor de la página anterior',
    'le nextCursor de la page précédente est attendu',
    '应为上一页的 nextCursor',
    '應為上一頁的 nextCursor',
    'diharapkan nextCursor dari halaman sebelumnya',
  ),
  'Please choose a category': t(
    'Elige una categoría',
    'Veuillez choisir une catégorie',
    '请选择一个类别',
    '請選擇一個類別',
    'Silakan pilih kategori',
  ),
  'Please choose the type of document': t(
    'Elige el tipo de documento',
    'Veuillez choisir le type de document',
    '请选择证件类型',
    '請選擇證件類型',
    'Silakan pilih jenis dokumen',
  ),
  'Please input utr!': t(
    '¡Introduce el UTR!',
    'Veuillez saisir l’UTR !',
    '请输入 UTR！',
    '請輸入 UTR！',
    'Silakan masukkan UTR!',
  ),
  'Please input the transaction hash': t(
    'Introduce el hash de la transacción',
    'Veuillez saisir le hash de la transaction',
    '请输入交易哈希',
    '請輸入交易雜湊',
    'Silakan masukkan hash transaksi',
  ),
  'Unknown deposit channel': t(
    'Canal de depósito desconocido',
    'Canal de dépôt inconnu',
    '未知的充值渠道',
    '未知的儲值管道',
    'Saluran deposit tidak dikenal',
  ),
  'Unknown transfer method': t(
    'Método de transferencia desconocido',
    'Méthode de virement inconnue',
    '未知的转账方式',
    '未知的轉帳方式',
    'Metode transfer tidak dikenal',
  ),
  'Please enter your withdrawal password': t(
    'Introduce tu contraseña de retiro',
    'Veuillez saisir votre mot de passe de retrait',
    '请输入提现密码',
    '請輸入提領密碼',
    'Silakan masukkan kata sandi penarikan Anda',
  ),
  'The fifth character of the IFSC must be 0': t(
    'El quinto carácter del IFSC debe ser 0',
    'Le cinquième caractère de l’IFSC doit être 0',
    'IFSC 的第五个字符必须是 0',
    'IFSC 的第五個字元必須是 0',
    'Karakter kelima IFSC harus 0',
  ),
  'The account numbers do not match': t(
    'Los números de cuenta no coinciden',
    'Les numéros de compte ne correspondent pas',
    '两次输入的账号不一致',
    '兩次輸入的帳號不一致',
    'Nomor rekening tidak cocok',
  ),
  'The client seed must be 1–64 visible characters': t(
    'La semilla del cliente debe tener de 1 a 64 caracteres visibles',
    'La graine client doit compter de 1 à 64 caractères visibles',
    '客户端种子必须为 1–64 个可见字符',
    '用戶端種子必須為 1–64 個可見字元',
    'Seed klien harus berisi 1–64 karakter yang terlihat',
  ),

  // The player forms' own schema messages (numbers as the limits in limits.ts and constants.ts).
  'The phone number cannot be empty': t(
    'El número de teléfono no puede estar vacío',
    'Le numéro de téléphone ne peut pas être vide',
    '手机号不能为空',
    '手機號碼不能為空',
    'Nomor telepon tidak boleh kosong',
  ),
  'The verification code cannot be empty': t(
    'El código de verificación no puede estar vacío',
    'Le code de vérification ne peut pas être vide',
    '验证码不能为空',
    '驗證碼不能為空',
    'Kode verifikasi tidak boleh kosong',
  ),
  'The verification code is 6 digits': t(
    'El código de verificación tiene 6 dígitos',
    'Le code de vérification comporte 6 chiffres',
    '验证码为 6 位数字',
    '驗證碼為 6 位數字',
    'Kode verifikasi terdiri dari 6 angka',
  ),
  'The Password cannot be empty': t(
    'La contraseña no puede estar vacía',
    'Le mot de passe ne peut pas être vide',
    '密码不能为空',
    '密碼不能為空',
    'Kata sandi tidak boleh kosong',
  ),
  'The password must be at least 8 characters': t(
    'La contraseña debe tener al menos 8 caracteres',
    'Le mot de passe doit compter au moins 8 caractères',
    '密码至少需要 8 个字符',
    '密碼至少需要 8 個字元',
    'Kata sandi minimal 8 karakter',
  ),
  'The password must be at most 64 characters': t(
    'La contraseña debe tener como máximo 64 caracteres',
    'Le mot de passe doit compter au plus 64 caractères',
    '密码最多 64 个字符',
    '密碼最多 64 個字元',
    'Kata sandi maksimal 64 karakter',
  ),
  'The phone number or ID cannot be empty': t(
    'El número de teléfono o el ID no puede estar vacío',
    'Le numéro de téléphone ou l’identifiant ne peut pas être vide',
    '手机号或 ID 不能为空',
    '手機號碼或 ID 不能為空',
    'Nomor telepon atau ID tidak boleh kosong',
  ),
  'Google sign-in needs an id': t(
    'El inicio de sesión con Google necesita un ID',
    'La connexion avec Google nécessite un identifiant',
    'Google 登录需要 ID',
    'Google 登入需要 ID',
    'Masuk dengan Google memerlukan ID',
  ),
  'Please enter your date of birth': t(
    'Introduce tu fecha de nacimiento',
    'Veuillez saisir votre date de naissance',
    '请输入出生日期',
    '請輸入出生日期',
    'Silakan masukkan tanggal lahir Anda',
  ),
  'The date of birth must be a date (YYYY-MM-DD)': t(
    'La fecha de nacimiento debe ser una fecha (AAAA-MM-DD)',
    'La date de naissance doit être une date (AAAA-MM-JJ)',
    '出生日期必须是日期格式（YYYY-MM-DD）',
    '出生日期必須是日期格式（YYYY-MM-DD）',
    'Tanggal lahir harus berupa tanggal (YYYY-MM-DD)',
  ),
  'The birthday must be a date (YYYY-MM-DD)': t(
    'La fecha de nacimiento debe ser una fecha (AAAA-MM-DD)',
    'La date de naissance doit être une date (AAAA-MM-JJ)',
    '生日必须是日期格式（YYYY-MM-DD）',
    '生日必須是日期格式（YYYY-MM-DD）',
    'Tanggal lahir harus berupa tanggal (YYYY-MM-DD)',
  ),
  'The nickname must be 2 to 20 characters': t(
    'El apodo debe tener entre 2 y 20 caracteres',
    'Le pseudo doit compter de 2 à 20 caractères',
    '昵称必须为 2 到 20 个字符',
    '暱稱必須為 2 到 20 個字元',
    'Nama panggilan harus terdiri dari 2 hingga 20 karakter',
  ),
  'The withdraw passwd cannot be empty': t(
    'La contraseña de retiro no puede estar vacía',
    'Le mot de passe de retrait ne peut pas être vide',
    '提现密码不能为空',
    '提領密碼不能為空',
    'Kata sandi penarikan tidak boleh kosong',
  ),
  'The withdraw password is 6 digits': t(
    'La contraseña de retiro tiene 6 dígitos',
    'Le mot de passe de retrait comporte 6 chiffres',
    '提现密码为 6 位数字',
    '提領密碼為 6 位數字',
    'Kata sandi penarikan terdiri dari 6 angka',
  ),
  'Please enter the account holder name': t(
    'Introduce el nombre del titular de la cuenta',
    'Veuillez saisir le nom du titulaire du compte',
    '请输入账户持有人姓名',
    '請輸入帳戶持有人姓名',
    'Silakan masukkan nama pemilik rekening',
  ),
  'Use the name as the bank prints it, in Latin letters': t(
    'Usa el nombre tal como lo imprime el banco, en letras latinas',
    'Utilisez le nom tel que la banque l’imprime, en lettres latines',
    '请使用银行登记的姓名（拉丁字母）',
    '請使用銀行登記的姓名（拉丁字母）',
    'Gunakan nama seperti yang tercetak oleh bank, dengan huruf Latin',
  ),
  'The account number has 9 to 18 digits': t(
    'El número de cuenta tiene entre 9 y 18 dígitos',
    'Le numéro de compte comporte de 9 à 18 chiffres',
    '账号为 9 到 18 位数字',
    '帳號為 9 到 18 位數字',
    'Nomor rekening terdiri dari 9 hingga 18 angka',
  ),
  'The IFSC has 11 characters': t(
    'El IFSC tiene 11 caracteres',
    'L’IFSC comporte 11 caractères',
    'IFSC 为 11 个字符',
    'IFSC 為 11 個字元',
    'IFSC terdiri dari 11 karakter',
  ),
  'Invalid IFSC': t(
    'IFSC no válido',
    'IFSC invalide',
    'IFSC 无效',
    'IFSC 無效',
    'IFSC tidak valid',
  ),
  'UTR must be 12 digits': t(
    'El UTR debe tener 12 dígitos',
    'L’UTR doit comporter 12 chiffres',
    'UTR 必须为 12 位数字',
    'UTR 必須為 12 位數字',
    'UTR harus terdiri dari 12 angka',
  ),
  'The transaction hash must be 64 hexadecimal characters': t(
    'El hash de la transacción debe tener 64 caracteres hexadecimales',
    'Le hash de la transaction doit comporter 64 caractères hexadécimaux',
    '交易哈希必须为 64 个十六进制字符',
    '交易雜湊必須為 64 個十六進位字元',
    'Hash transaksi harus terdiri dari 64 karakter heksadesimal',
  ),
  'Please choose the messages to delete': t(
    'Elige los mensajes que quieres eliminar',
    'Veuillez choisir les messages à supprimer',
    '请选择要删除的消息',
    '請選擇要刪除的訊息',
    'Silakan pilih pesan yang akan dihapus',
  ),
  'Delete at most 100 messages at once': t(
    'Elimina como máximo 100 mensajes a la vez',
    'Supprimez au maximum 100 messages à la fois',
    '一次最多删除 100 条消息',
    '一次最多刪除 100 則訊息',
    'Hapus maksimal 100 pesan sekaligus',
  ),
  'Please write your suggestion': t(
    'Escribe tu sugerencia',
    'Veuillez écrire votre suggestion',
    '请填写您的建议',
    '請填寫您的建議',
    'Silakan tulis saran Anda',
  ),
  'Please write at least 10 characters': t(
    'Escribe al menos 10 caracteres',
    'Veuillez écrire au moins 10 caractères',
    '请至少填写 10 个字符',
    '請至少填寫 10 個字元',
    'Silakan tulis minimal 10 karakter',
  ),
  'Please write at most 500 characters': t(
    'Escribe como máximo 500 caracteres',
    'Veuillez écrire au maximum 500 caractères',
    '最多填写 500 个字符',
    '最多填寫 500 個字元',
    'Silakan tulis maksimal 500 karakter',
  ),
  'Invalid mobile: at most 20 characters': t(
    'Móvil no válido: como máximo 20 caracteres',
    'Mobile invalide : 20 caractères au maximum',
    '手机号无效：最多 20 个字符',
    '手機號碼無效：最多 20 個字元',
    'Nomor ponsel tidak valid: maksimal 20 karakter',
  ),
  'Invalid email: at most 100 characters': t(
    'Correo electrónico no válido: como máximo 100 caracteres',
    'E-mail invalide : 100 caractères au maximum',
    '邮箱无效：最多 100 个字符',
    '電子郵件無效：最多 100 個字元',
    'Email tidak valid: maksimal 100 karakter',
  ),
  'The email address is not valid': t(
    'La dirección de correo electrónico no es válida',
    'L’adresse e-mail n’est pas valide',
    '邮箱地址无效',
    '電子郵件地址無效',
    'Alamat email tidak valid',
  ),
  'Please enter a valid email': t(
    'Introduce un correo electrónico válido',
    'Veuillez saisir un e-mail valide',
    '请输入有效的邮箱',
    '請輸入有效的電子郵件',
    'Silakan masukkan email yang valid',
  ),
  'The WhatsApp number is too long': t(
    'El número de WhatsApp es demasiado largo',
    'Le numéro WhatsApp est trop long',
    'WhatsApp 号码过长',
    'WhatsApp 號碼過長',
    'Nomor WhatsApp terlalu panjang',
  ),
  'The Facebook name is too long': t(
    'El nombre de Facebook es demasiado largo',
    'Le nom Facebook est trop long',
    'Facebook 名称过长',
    'Facebook 名稱過長',
    'Nama Facebook terlalu panjang',
  ),
  'The Telegram name is too long': t(
    'El nombre de Telegram es demasiado largo',
    'Le nom Telegram est trop long',
    'Telegram 名称过长',
    'Telegram 名稱過長',
    'Nama Telegram terlalu panjang',
  ),
  'The Twitter name is too long': t(
    'El nombre de Twitter es demasiado largo',
    'Le nom Twitter est trop long',
    'Twitter 名称过长',
    'Twitter 名稱過長',
    'Nama Twitter terlalu panjang',
  ),
  'must be a number or rupees as text': t(
    'debe ser un número o rupias en texto',
    'doit être un nombre ou des roupies en texte',
    '必须是数字或以文本表示的卢比金额',
    '必須是數字或以文字表示的盧比金額',
    'harus berupa angka atau rupee dalam teks',
  ),

  // Sign-in, sign-up, codes, passwords.
  'Please login first': t(
    'Inicia sesión primero',
    'Veuillez d’abord vous connecter',
    '请先登录',
    '請先登入',
    'Silakan masuk terlebih dahulu',
  ),
  'Your session time limit has been reached and you have been logged out': t(
    'Has alcanzado tu límite de tiempo de sesión y se ha cerrado tu sesión',
    'Votre limite de durée de session est atteinte et vous avez été déconnecté',
    '您已达到会话时长上限，已被登出',
    '您已達到工作階段時間上限，已被登出',
    'Batas waktu sesi Anda telah tercapai dan Anda telah dikeluarkan',
  ),
  'Incorrect phone number or password': t(
    'Número de teléfono o contraseña incorrectos',
    'Numéro de téléphone ou mot de passe incorrect',
    '手机号或密码错误',
    '手機號碼或密碼錯誤',
    'Nomor telepon atau kata sandi salah',
  ),
  'Incorrect ID or password': t(
    'ID o contraseña incorrectos',
    'Identifiant ou mot de passe incorrect',
    'ID 或密码错误',
    'ID 或密碼錯誤',
    'ID atau kata sandi salah',
  ),
  'This account is disabled. Please contact customer service': t(
    'Esta cuenta está desactivada. Ponte en contacto con atención al cliente',
    'Ce compte est désactivé. Veuillez contacter le service client',
    '该账户已被停用，请联系客服',
    '此帳戶已停用，請聯絡客服',
    'Akun ini dinonaktifkan. Silakan hubungi layanan pelanggan',
  ),
  'Google login is not available': t(
    'El inicio de sesión con Google no está disponible',
    'La connexion avec Google n’est pas disponible',
    'Google 登录暂不可用',
    'Google 登入目前無法使用',
    'Masuk dengan Google tidak tersedia',
  ),
  'Google sign-in failed, please try again': t(
    'No se pudo iniciar sesión con Google, inténtalo de nuevo',
    'La connexion avec Google a échoué, veuillez réessayer',
    'Google 登录失败，请重试',
    'Google 登入失敗，請再試一次',
    'Gagal masuk dengan Google, silakan coba lagi',
  ),
  'This login method is not available': t(
    'Este método de inicio de sesión no está disponible',
    'Ce mode de connexion n’est pas disponible',
    '该登录方式不可用',
    '此登入方式無法使用',
    'Metode masuk ini tidak tersedia',
  ),
  'Too many failed attempts. Please try again in {wait}, or log in with a verification code': t(
    'Demasiados intentos fallidos. Inténtalo de nuevo en {wait} o inicia sesión con un código de verificación',
    'Trop de tentatives échouées. Veuillez réessayer dans {wait}, ou connectez-vous avec un code de vérification',
    '失败次数过多。请在 {wait}后重试，或使用验证码登录',
    '失敗次數過多。請在 {wait}後再試，或使用驗證碼登入',
    'Terlalu banyak percobaan gagal. Silakan coba lagi dalam {wait}, atau masuk dengan kode verifikasi',
  ),
  'Please enter a valid phone number': t(
    'Introduce un número de teléfono válido',
    'Veuillez saisir un numéro de téléphone valide',
    '请输入有效的手机号',
    '請輸入有效的手機號碼',
    'Silakan masukkan nomor telepon yang valid',
  ),
  'Phone numbers starting with {prefix} are not accepted here': t(
    'Aquí no se aceptan números de teléfono que empiecen por {prefix}',
    'Les numéros de téléphone commençant par {prefix} ne sont pas acceptés ici',
    '此处不接受以 {prefix} 开头的手机号',
    '此處不接受以 {prefix} 開頭的手機號碼',
    'Nomor telepon yang diawali {prefix} tidak diterima di sini',
  ),
  'Please accept the terms and confirm that you are at least 18 years old': t(
    'Acepta los términos y confirma que tienes al menos 18 años',
    'Veuillez accepter les conditions et confirmer que vous avez au moins 18 ans',
    '请接受条款并确认您已年满 18 岁',
    '請接受條款並確認您已年滿 18 歲',
    'Silakan setujui ketentuan dan pastikan Anda berusia minimal 18 tahun',
  ),
  'The date of birth must be a real date (YYYY-MM-DD)': t(
    'La fecha de nacimiento debe ser una fecha real (AAAA-MM-DD)',
    'La date de naissance doit être une date réelle (AAAA-MM-JJ)',
    '出生日期必须是真实日期（YYYY-MM-DD）',
    '出生日期必須是真實日期（YYYY-MM-DD）',
    'Tanggal lahir harus berupa tanggal yang valid (YYYY-MM-DD)',
  ),
  'You must be at least {age} years old to sign up': t(
    'Debes tener al menos {age} años para registrarte',
    'Vous devez avoir au moins {age} ans pour vous inscrire',
    '您必须年满 {age} 岁才能注册',
    '您必須年滿 {age} 歲才能註冊',
    'Anda harus berusia minimal {age} tahun untuk mendaftar',
  ),
  'The referral code does not exist': t(
    'El código de referido no existe',
    'Le code de parrainage n’existe pas',
    '邀请码不存在',
    '邀請碼不存在',
    'Kode referral tidak ada',
  ),
  'This phone number is already registered. Please log in': t(
    'Este número de teléfono ya está registrado. Inicia sesión',
    'Ce numéro de téléphone est déjà inscrit. Veuillez vous connecter',
    '该手机号已注册，请登录',
    '此手機號碼已註冊，請登入',
    'Nomor telepon ini sudah terdaftar. Silakan masuk',
  ),
  'Please wait {seconds} seconds before requesting another code': t(
    'Espera {seconds} segundos antes de pedir otro código',
    'Veuillez patienter {seconds} secondes avant de demander un autre code',
    '请等待 {seconds} 秒后再获取新的验证码',
    '請等待 {seconds} 秒後再索取新的驗證碼',
    'Harap tunggu {seconds} detik sebelum meminta kode lain',
  ),
  'Too many codes requested today. Please try again tomorrow': t(
    'Has pedido demasiados códigos hoy. Inténtalo de nuevo mañana',
    'Trop de codes demandés aujourd’hui. Veuillez réessayer demain',
    '今日获取验证码次数过多，请明天再试',
    '今日索取驗證碼次數過多，請明天再試',
    'Terlalu banyak kode diminta hari ini. Silakan coba lagi besok',
  ),
  'The verification code is incorrect or has expired': t(
    'El código de verificación es incorrecto o ha caducado',
    'Le code de vérification est incorrect ou a expiré',
    '验证码错误或已过期',
    '驗證碼錯誤或已過期',
    'Kode verifikasi salah atau sudah kedaluwarsa',
  ),
  'Too many wrong codes. Please request a new code': t(
    'Demasiados códigos incorrectos. Pide un código nuevo',
    'Trop de codes erronés. Veuillez demander un nouveau code',
    '验证码错误次数过多，请重新获取验证码',
    '驗證碼錯誤次數過多，請重新索取驗證碼',
    'Terlalu banyak kode yang salah. Silakan minta kode baru',
  ),
  'Please bind a phone number first': t(
    'Vincula primero un número de teléfono',
    'Veuillez d’abord associer un numéro de téléphone',
    '请先绑定手机号',
    '請先綁定手機號碼',
    'Silakan tautkan nomor telepon terlebih dahulu',
  ),
  'Please use the phone number bound to your account': t(
    'Usa el número de teléfono vinculado a tu cuenta',
    'Veuillez utiliser le numéro de téléphone associé à votre compte',
    '请使用账户绑定的手机号',
    '請使用帳戶綁定的手機號碼',
    'Silakan gunakan nomor telepon yang tertaut ke akun Anda',
  ),
  'The old password is incorrect': t(
    'La contraseña anterior es incorrecta',
    'L’ancien mot de passe est incorrect',
    '旧密码错误',
    '舊密碼錯誤',
    'Kata sandi lama salah',
  ),
  'The new password must be different from the old one': t(
    'La nueva contraseña debe ser distinta de la anterior',
    'Le nouveau mot de passe doit être différent de l’ancien',
    '新密码不能与旧密码相同',
    '新密碼不能與舊密碼相同',
    'Kata sandi baru harus berbeda dari yang lama',
  ),
  'The password must be {min} to {max} characters': t(
    'La contraseña debe tener entre {min} y {max} caracteres',
    'Le mot de passe doit compter de {min} à {max} caractères',
    '密码必须为 {min} 到 {max} 个字符',
    '密碼必須為 {min} 到 {max} 個字元',
    'Kata sandi harus terdiri dari {min} hingga {max} karakter',
  ),
  'This password is too common. Please choose another one': t(
    'Esta contraseña es demasiado común. Elige otra',
    'Ce mot de passe est trop courant. Veuillez en choisir un autre',
    '该密码过于常见，请换一个',
    '此密碼過於常見，請換一個',
    'Kata sandi ini terlalu umum. Silakan pilih yang lain',
  ),

  // Profile.
  'The birthday must be a real date at least {age} years ago': t(
    'La fecha de nacimiento debe ser una fecha real de hace al menos {age} años',
    'La date de naissance doit être une date réelle remontant à au moins {age} ans',
    '生日必须是至少 {age} 年前的真实日期',
    '生日必須是至少 {age} 年前的真實日期',
    'Tanggal lahir harus tanggal yang valid, minimal {age} tahun yang lalu',
  ),
  'The birthday cannot be changed once set': t(
    'La fecha de nacimiento no se puede cambiar una vez indicada',
    'La date de naissance ne peut plus être modifiée une fois enregistrée',
    '生日一经设置便无法更改',
    '生日一經設定便無法更改',
    'Tanggal lahir tidak dapat diubah setelah diisi',
  ),
  'This phone number is already bound to your account': t(
    'Este número de teléfono ya está vinculado a tu cuenta',
    'Ce numéro de téléphone est déjà associé à votre compte',
    '该手机号已绑定到您的账户',
    '此手機號碼已綁定到您的帳戶',
    'Nomor telepon ini sudah tertaut ke akun Anda',
  ),
  'This phone number is already linked to another account': t(
    'Este número de teléfono ya está vinculado a otra cuenta',
    'Ce numéro de téléphone est déjà associé à un autre compte',
    '该手机号已绑定到其他账户',
    '此手機號碼已綁定到其他帳戶',
    'Nomor telepon ini sudah tertaut ke akun lain',
  ),
  'Please enter your password to change the phone number': t(
    'Introduce tu contraseña para cambiar el número de teléfono',
    'Veuillez saisir votre mot de passe pour changer de numéro de téléphone',
    '请输入密码以更换手机号',
    '請輸入密碼以更換手機號碼',
    'Silakan masukkan kata sandi Anda untuk mengganti nomor telepon',
  ),
  'The password is incorrect': t(
    'La contraseña es incorrecta',
    'Le mot de passe est incorrect',
    '密码错误',
    '密碼錯誤',
    'Kata sandi salah',
  ),
  'Please choose an image': t(
    'Elige una imagen',
    'Veuillez choisir une image',
    '请选择一张图片',
    '請選擇一張圖片',
    'Silakan pilih gambar',
  ),
  'Please choose a JPEG, PNG, GIF or WebP image': t(
    'Elige una imagen JPEG, PNG, GIF o WebP',
    'Veuillez choisir une image JPEG, PNG, GIF ou WebP',
    '请选择 JPEG、PNG、GIF 或 WebP 格式的图片',
    '請選擇 JPEG、PNG、GIF 或 WebP 格式的圖片',
    'Silakan pilih gambar JPEG, PNG, GIF, atau WebP',
  ),
  'The image must be at most {size}': t(
    'La imagen debe ocupar como máximo {size}',
    'L’image ne doit pas dépasser {size}',
    '图片不能超过 {size}',
    '圖片不能超過 {size}',
    'Ukuran gambar maksimal {size}',
  ),

  // Deposits.
  'Deposits are closed': t(
    'Los depósitos están cerrados',
    'Les dépôts sont fermés',
    '充值已关闭',
    '儲值已關閉',
    'Deposit sedang ditutup',
  ),
  'This deposit method is not available': t(
    'Este método de depósito no está disponible',
    'Ce mode de dépôt n’est pas disponible',
    '该充值方式不可用',
    '此儲值方式無法使用',
    'Metode deposit ini tidak tersedia',
  ),
  'This deposit method is not offered in your country': t(
    'Este método de depósito no se ofrece en tu país',
    'Ce mode de dépôt n’est pas proposé dans votre pays',
    '您所在的国家/地区不提供该充值方式',
    '您所在的國家/地區不提供此儲值方式',
    'Metode deposit ini tidak tersedia di negara Anda',
  ),
  'Deposit amount must during {min}-{max}': t(
    'El importe del depósito debe estar entre {min} y {max}',
    'Le montant du dépôt doit être compris entre {min} et {max}',
    '充值金额必须在 {min}-{max} 之间',
    '儲值金額必須在 {min}-{max} 之間',
    'Jumlah deposit harus antara {min}-{max}',
  ),
  'You still have {count} orders being processed. Please try again later.': t(
    'Todavía tienes {count} pedidos en proceso. Inténtalo de nuevo más tarde.',
    'Vous avez encore {count} commandes en cours de traitement. Veuillez réessayer plus tard.',
    '您仍有 {count} 笔订单正在处理中，请稍后再试。',
    '您仍有 {count} 筆訂單正在處理中，請稍後再試。',
    'Anda masih memiliki {count} pesanan yang sedang diproses. Silakan coba lagi nanti.',
  ),
  'This deposit would pass your daily deposit limit of Rs {limit} (Rs {left} left)': t(
    'Este depósito superaría tu límite diario de depósito de Rs {limit} (quedan Rs {left})',
    'Ce dépôt dépasserait votre limite de dépôt quotidienne de Rs {limit} (reste Rs {left})',
    '此笔充值将超出您的每日充值限额 Rs {limit}（剩余 Rs {left}）',
    '此筆儲值將超出您的每日儲值限額 Rs {limit}（剩餘 Rs {left}）',
    'Deposit ini akan melewati batas deposit harian Anda sebesar Rs {limit} (sisa Rs {left})',
  ),
  'This deposit would pass your weekly deposit limit of Rs {limit} (Rs {left} left)': t(
    'Este depósito superaría tu límite semanal de depósito de Rs {limit} (quedan Rs {left})',
    'Ce dépôt dépasserait votre limite de dépôt hebdomadaire de Rs {limit} (reste Rs {left})',
    '此笔充值将超出您的每周充值限额 Rs {limit}（剩余 Rs {left}）',
    '此筆儲值將超出您的每週儲值限額 Rs {limit}（剩餘 Rs {left}）',
    'Deposit ini akan melewati batas deposit mingguan Anda sebesar Rs {limit} (sisa Rs {left})',
  ),
  'This deposit would pass your monthly deposit limit of Rs {limit} (Rs {left} left)': t(
    'Este depósito superaría tu límite mensual de depósito de Rs {limit} (quedan Rs {left})',
    'Ce dépôt dépasserait votre limite de dépôt mensuelle de Rs {limit} (reste Rs {left})',
    '此笔充值将超出您的每月充值限额 Rs {limit}（剩余 Rs {left}）',
    '此筆儲值將超出您的每月儲值限額 Rs {limit}（剩餘 Rs {left}）',
    'Deposit ini akan melewati batas deposit bulanan Anda sebesar Rs {limit} (sisa Rs {left})',
  ),
  'Please choose a deposit method': t(
    'Elige un método de depósito',
    'Veuillez choisir un mode de dépôt',
    '请选择充值方式',
    '請選擇儲值方式',
    'Silakan pilih metode deposit',
  ),
  'Please choose a crypto currency': t(
    'Elige una criptomoneda',
    'Veuillez choisir une cryptomonnaie',
    '请选择加密货币',
    '請選擇加密貨幣',
    'Silakan pilih mata uang kripto',
  ),
  'This crypto currency is not available': t(
    'Esta criptomoneda no está disponible',
    'Cette cryptomonnaie n’est pas disponible',
    '该加密货币不可用',
    '此加密貨幣無法使用',
    'Mata uang kripto ini tidak tersedia',
  ),
  'Order not found': t(
    'Pedido no encontrado',
    'Commande introuvable',
    '订单不存在',
    '訂單不存在',
    'Pesanan tidak ditemukan',
  ),
  'This order does not take a transaction hash': t(
    'Este pedido no admite un hash de transacción',
    'Cette commande n’accepte pas de hash de transaction',
    '该订单不需要交易哈希',
    '此訂單不需要交易雜湊',
    'Pesanan ini tidak menerima hash transaksi',
  ),
  'This order does not take a UTR': t(
    'Este pedido no admite un UTR',
    'Cette commande n’accepte pas d’UTR',
    '该订单不需要 UTR',
    '此訂單不需要 UTR',
    'Pesanan ini tidak menerima UTR',
  ),
  'Please input deposit amount!': t(
    '¡Introduce el importe del depósito!',
    'Veuillez saisir le montant du dépôt !',
    '请输入充值金额！',
    '請輸入儲值金額！',
    'Silakan masukkan jumlah deposit!',
  ),
  'This UTR has already been submitted': t(
    'Este UTR ya se ha enviado',
    'Cet UTR a déjà été envoyé',
    '该 UTR 已提交过',
    '此 UTR 已提交過',
    'UTR ini sudah pernah dikirim',
  ),
  'This transaction hash has already been submitted': t(
    'Este hash de transacción ya se ha enviado',
    'Ce hash de transaction a déjà été envoyé',
    '该交易哈希已提交过',
    '此交易雜湊已提交過',
    'Hash transaksi ini sudah pernah dikirim',
  ),
  'A UTR was already submitted for this order': t(
    'Ya se envió un UTR para este pedido',
    'Un UTR a déjà été envoyé pour cette commande',
    '该订单已提交过 UTR',
    '此訂單已提交過 UTR',
    'UTR untuk pesanan ini sudah dikirim',
  ),
  'A transaction hash was already submitted for this order': t(
    'Ya se envió un hash de transacción para este pedido',
    'Un hash de transaction a déjà été envoyé pour cette commande',
    '该订单已提交过交易哈希',
    '此訂單已提交過交易雜湊',
    'Hash transaksi untuk pesanan ini sudah dikirim',
  ),
  'This order has already been paid': t(
    'Este pedido ya está pagado',
    'Cette commande a déjà été payée',
    '该订单已支付',
    '此訂單已付款',
    'Pesanan ini sudah dibayar',
  ),
  'This order can no longer be paid': t(
    'Este pedido ya no se puede pagar',
    'Cette commande ne peut plus être payée',
    '该订单已无法支付',
    '此訂單已無法付款',
    'Pesanan ini tidak dapat dibayar lagi',
  ),
  'The payment service is not available right now. Please try again later.': t(
    'El servicio de pago no está disponible ahora mismo. Inténtalo de nuevo más tarde.',
    'Le service de paiement n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
    '支付服务暂时不可用，请稍后再试。',
    '付款服務暫時無法使用，請稍後再試。',
    'Layanan pembayaran sedang tidak tersedia. Silakan coba lagi nanti.',
  ),
  'Please add your date of birth in your profile before your first deposit': t(
    'Añade tu fecha de nacimiento en tu perfil antes de tu primer depósito',
    'Veuillez ajouter votre date de naissance dans votre profil avant votre premier dépôt',
    '首次充值前，请在个人资料中填写出生日期',
    '首次儲值前，請在個人資料中填寫出生日期',
    'Silakan tambahkan tanggal lahir di profil Anda sebelum deposit pertama',
  ),
  'You must be at least {age} years old to deposit': t(
    'Debes tener al menos {age} años para depositar',
    'Vous devez avoir au moins {age} ans pour effectuer un dépôt',
    '您必须年满 {age} 岁才能充值',
    '您必須年滿 {age} 歲才能儲值',
    'Anda harus berusia minimal {age} tahun untuk melakukan deposit',
  ),

  // Withdrawals.
  'The withdrawal amount must be between {min} and {max}': t(
    'El importe del retiro debe estar entre {min} y {max}',
    'Le montant du retrait doit être compris entre {min} et {max}',
    '提现金额必须在 {min} 到 {max} 之间',
    '提領金額必須在 {min} 到 {max} 之間',
    'Jumlah penarikan harus antara {min} dan {max}',
  ),
  "Exceeds today's remaining withdrawal limit of Rs {amount}": t(
    'Supera el límite de retiro que te queda hoy: Rs {amount}',
    'Dépasse la limite de retrait restante pour aujourd’hui : Rs {amount}',
    '超出今日剩余提现额度 Rs {amount}',
    '超出今日剩餘提領額度 Rs {amount}',
    'Melebihi sisa batas penarikan hari ini sebesar Rs {amount}',
  ),
  'No withdrawals left today': t(
    'Hoy no te quedan retiros',
    'Plus aucun retrait possible aujourd’hui',
    '今日提现次数已用完',
    '今日提領次數已用完',
    'Tidak ada sisa penarikan hari ini',
  ),
  'You still have {amount} rupees left to bet in the game': t(
    'Todavía te quedan {amount} rupias por apostar en el juego',
    'Il vous reste encore {amount} roupies à miser dans le jeu',
    '您仍需在游戏中投注 {amount} 卢比',
    '您仍需在遊戲中投注 {amount} 盧比',
    'Anda masih harus bertaruh {amount} rupee lagi di dalam game',
  ),
  'Insufficient balance': t(
    'Saldo insuficiente',
    'Solde insuffisant',
    '余额不足',
    '餘額不足',
    'Saldo tidak mencukupi',
  ),
  'This withdrawal order does not exist': t(
    'Esta orden de retiro no existe',
    'Cet ordre de retrait n’existe pas',
    '该提现订单不存在',
    '此提領訂單不存在',
    'Pesanan penarikan ini tidak ada',
  ),
  'Wrong withdrawal password': t(
    'Contraseña de retiro incorrecta',
    'Mot de passe de retrait incorrect',
    '提现密码错误',
    '提領密碼錯誤',
    'Kata sandi penarikan salah',
  ),
  'Please set a withdrawal password first': t(
    'Establece primero una contraseña de retiro',
    'Veuillez d’abord définir un mot de passe de retrait',
    '请先设置提现密码',
    '請先設定提領密碼',
    'Silakan atur kata sandi penarikan terlebih dahulu',
  ),
  'Too many wrong withdrawal passwords. Please try again in {wait}': t(
    'Demasiadas contraseñas de retiro incorrectas. Inténtalo de nuevo en {wait}',
    'Trop de mots de passe de retrait erronés. Veuillez réessayer dans {wait}',
    '提现密码错误次数过多，请在 {wait}后重试',
    '提領密碼錯誤次數過多，請在 {wait}後再試',
    'Terlalu banyak kata sandi penarikan yang salah. Silakan coba lagi dalam {wait}',
  ),
  'This account number is already saved': t(
    'Este número de cuenta ya está guardado',
    'Ce numéro de compte est déjà enregistré',
    '该账号已保存',
    '此帳號已儲存',
    'Nomor rekening ini sudah tersimpan',
  ),
  'You can keep at most {max} withdraw accounts': t(
    'Puedes guardar como máximo {max} cuentas de retiro',
    'Vous pouvez conserver au maximum {max} comptes de retrait',
    '最多只能保存 {max} 个提现账户',
    '最多只能儲存 {max} 個提領帳戶',
    'Anda dapat menyimpan maksimal {max} rekening penarikan',
  ),
  'This withdraw account does not exist': t(
    'Esta cuenta de retiro no existe',
    'Ce compte de retrait n’existe pas',
    '该提现账户不存在',
    '此提領帳戶不存在',
    'Rekening penarikan ini tidak ada',
  ),
  'Invalid order number: ask /withdraw/preview for one': t(
    'Número de pedido no válido: pide uno a /withdraw/preview',
    'Numéro de commande invalide : demandez-en un à /withdraw/preview',
    '订单号无效：请通过 /withdraw/preview 获取',
    '訂單編號無效：請透過 /withdraw/preview 取得',
    'Nomor pesanan tidak valid: minta nomor dari /withdraw/preview',
  ),
  'This order number is already used': t(
    'Este número de pedido ya se ha usado',
    'Ce numéro de commande est déjà utilisé',
    '该订单号已被使用',
    '此訂單編號已被使用',
    'Nomor pesanan ini sudah digunakan',
  ),
  'Please verify your identity to withdraw more than Rs {amount} at once': t(
    'Verifica tu identidad para retirar más de Rs {amount} de una vez',
    'Veuillez vérifier votre identité pour retirer plus de Rs {amount} en une fois',
    '单笔提现超过 Rs {amount} 前，请先完成身份验证',
    '單筆提領超過 Rs {amount} 前，請先完成身分驗證',
    'Silakan verifikasi identitas Anda untuk menarik lebih dari Rs {amount} sekaligus',
  ),
  'Please verify your identity: your withdrawals would pass Rs {amount} in total': t(
    'Verifica tu identidad: tus retiros superarían Rs {amount} en total',
    'Veuillez vérifier votre identité : vos retraits dépasseraient Rs {amount} au total',
    '请先完成身份验证：您的提现总额将超过 Rs {amount}',
    '請先完成身分驗證：您的提領總額將超過 Rs {amount}',
    'Silakan verifikasi identitas Anda: total penarikan Anda akan melewati Rs {amount}',
  ),

  // Player protection.
  'You are on a time-out or self-exclusion: this is not available until it ends': t(
    'Estás en una pausa o autoexclusión: esto no está disponible hasta que termine',
    'Vous êtes en pause ou en auto-exclusion : ceci n’est pas disponible avant sa fin',
    '您正处于冷静期或自我排除期间：结束前无法使用此功能',
    '您正處於冷靜期或自我排除期間：結束前無法使用此功能',
    'Anda sedang dalam masa jeda atau pengecualian diri: fitur ini tidak tersedia sampai masa itu berakhir',
  ),
  'No change of this limit is waiting': t(
    'No hay ningún cambio pendiente de este límite',
    'Aucune modification de cette limite n’est en attente',
    '该限额没有待生效的更改',
    '此限額沒有待生效的變更',
    'Tidak ada perubahan batas ini yang menunggu',
  ),
  'This change can be confirmed 24 hours after you asked for it': t(
    'Este cambio se puede confirmar 24 horas después de pedirlo',
    'Cette modification peut être confirmée 24 heures après votre demande',
    '此更改可在申请 24 小时后确认',
    '此變更可在申請 24 小時後確認',
    'Perubahan ini dapat dikonfirmasi 24 jam setelah Anda memintanya',
  ),
  'A time-out or self-exclusion is already in force': t(
    'Ya hay una pausa o autoexclusión en vigor',
    'Une pause ou une auto-exclusion est déjà en vigueur',
    '冷静期或自我排除已在生效中',
    '冷靜期或自我排除已在生效中',
    'Masa jeda atau pengecualian diri sudah berlaku',
  ),
  'You have no time-out or self-exclusion': t(
    'No tienes ninguna pausa ni autoexclusión',
    'Vous n’avez ni pause ni auto-exclusion',
    '您没有冷静期或自我排除',
    '您沒有冷靜期或自我排除',
    'Anda tidak memiliki masa jeda atau pengecualian diri',
  ),
  'Your time-out or self-exclusion has not ended yet': t(
    'Tu pausa o autoexclusión aún no ha terminado',
    'Votre pause ou auto-exclusion n’est pas encore terminée',
    '您的冷静期或自我排除尚未结束',
    '您的冷靜期或自我排除尚未結束',
    'Masa jeda atau pengecualian diri Anda belum berakhir',
  ),
  'An indefinite self-exclusion has no end. Please contact customer service': t(
    'Una autoexclusión indefinida no tiene fin. Ponte en contacto con atención al cliente',
    'Une auto-exclusion illimitée n’a pas de fin. Veuillez contacter le service client',
    '无限期自我排除没有结束时间，请联系客服',
    '無限期自我排除沒有結束時間，請聯絡客服',
    'Pengecualian diri tanpa batas waktu tidak memiliki akhir. Silakan hubungi layanan pelanggan',
  ),
  'Your return has already been asked for': t(
    'Ya se ha solicitado tu regreso',
    'Votre retour a déjà été demandé',
    '您已申请过恢复',
    '您已申請過恢復',
    'Permintaan kembali Anda sudah diajukan',
  ),

  // Identity verification (KYC).
  'Documents and selfie must be JPEG, PNG or WebP photos': t(
    'Los documentos y el selfi deben ser fotos JPEG, PNG o WebP',
    'Les documents et le selfie doivent être des photos JPEG, PNG ou WebP',
    '证件和自拍必须是 JPEG、PNG 或 WebP 格式的照片',
    '證件和自拍必須是 JPEG、PNG 或 WebP 格式的照片',
    'Dokumen dan swafoto harus berupa foto JPEG, PNG, atau WebP',
  ),
  'Please send three photos: the front and back of your document and a selfie': t(
    'Envía tres fotos: el anverso y el reverso de tu documento y un selfi',
    'Veuillez envoyer trois photos : le recto et le verso de votre document et un selfie',
    '请上传三张照片：证件正面、证件背面和一张自拍',
    '請上傳三張照片：證件正面、證件背面和一張自拍',
    'Silakan kirim tiga foto: bagian depan dan belakang dokumen Anda serta swafoto',
  ),
  'Your documents are being checked. Please wait for the result': t(
    'Estamos revisando tus documentos. Espera el resultado',
    'Vos documents sont en cours de vérification. Veuillez attendre le résultat',
    '您的证件正在审核中，请等待结果',
    '您的證件正在審核中，請等待結果',
    'Dokumen Anda sedang diperiksa. Silakan tunggu hasilnya',
  ),
  'Your identity is already verified': t(
    'Tu identidad ya está verificada',
    'Votre identité est déjà vérifiée',
    '您的身份已验证',
    '您的身分已驗證',
    'Identitas Anda sudah terverifikasi',
  ),
  'Each photo must be at most {size}': t(
    'Cada foto debe ocupar como máximo {size}',
    'Chaque photo ne doit pas dépasser {size}',
    '每张照片不能超过 {size}',
    '每張照片不能超過 {size}',
    'Ukuran setiap foto maksimal {size}',
  ),

  // Promo and gift codes.
  'The promo code cannot be empty': t(
    'El código promocional no puede estar vacío',
    'Le code promo ne peut pas être vide',
    '优惠码不能为空',
    '優惠碼不能為空',
    'Kode promo tidak boleh kosong',
  ),
  'The gift code cannot be empty': t(
    'El código de regalo no puede estar vacío',
    'Le code cadeau ne peut pas être vide',
    '礼品码不能为空',
    '禮品碼不能為空',
    'Kode hadiah tidak boleh kosong',
  ),
  'Invalid promo code, please check it and try again': t(
    'Código promocional no válido, revísalo e inténtalo de nuevo',
    'Code promo invalide, veuillez le vérifier et réessayer',
    '优惠码无效，请检查后重试',
    '優惠碼無效，請確認後再試',
    'Kode promo tidak valid, silakan periksa dan coba lagi',
  ),
  'Invalid gift code, please check it and try again': t(
    'Código de regalo no válido, revísalo e inténtalo de nuevo',
    'Code cadeau invalide, veuillez le vérifier et réessayer',
    '礼品码无效，请检查后重试',
    '禮品碼無效，請確認後再試',
    'Kode hadiah tidak valid, silakan periksa dan coba lagi',
  ),
  'Please bind your phone number before redeeming codes': t(
    'Vincula tu número de teléfono antes de canjear códigos',
    'Veuillez associer votre numéro de téléphone avant d’utiliser des codes',
    '兑换码前请先绑定手机号',
    '兌換序號前請先綁定手機號碼',
    'Silakan tautkan nomor telepon Anda sebelum menukarkan kode',
  ),
  'This code is not valid yet': t(
    'Este código aún no es válido',
    'Ce code n’est pas encore valable',
    '该码尚未生效',
    '此序號尚未生效',
    'Kode ini belum berlaku',
  ),
  'This code has expired': t(
    'Este código ha caducado',
    'Ce code a expiré',
    '该码已过期',
    '此序號已過期',
    'Kode ini sudah kedaluwarsa',
  ),
  'This code has been fully redeemed': t(
    'Este código ya se ha canjeado por completo',
    'Ce code a été entièrement utilisé',
    '该码已被兑换完',
    '此序號已兌換完畢',
    'Kode ini sudah habis ditukarkan',
  ),
  'You have already redeemed this code': t(
    'Ya has canjeado este código',
    'Vous avez déjà utilisé ce code',
    '您已兑换过该码',
    '您已兌換過此序號',
    'Anda sudah menukarkan kode ini',
  ),
  'This is a promo code: please redeem it on the Promo page': t(
    'Es un código promocional: canjéalo en la página Promociones',
    'C’est un code promo : veuillez l’utiliser sur la page Promo',
    '这是优惠码：请在优惠页面兑换',
    '這是優惠碼：請在優惠頁面兌換',
    'Ini adalah kode promo: silakan tukarkan di halaman Promo',
  ),
  'This is a {provider} gift code: please redeem it on its gift code page': t(
    'Es un código de regalo de {provider}: canjéalo en su página de códigos de regalo',
    'C’est un code cadeau {provider} : veuillez l’utiliser sur sa page de codes cadeaux',
    '这是 {provider} 礼品码：请在其礼品码页面兑换',
    '這是 {provider} 禮品碼：請在其禮品碼頁面兌換',
    'Ini adalah kode hadiah {provider}: silakan tukarkan di halaman kode hadiahnya',
  ),
  'Deposit at least Rs {amount} in total before redeeming this code': t(
    'Deposita al menos Rs {amount} en total antes de canjear este código',
    'Déposez au moins Rs {amount} au total avant d’utiliser ce code',
    '累计充值至少 Rs {amount} 后才能兑换该码',
    '累計儲值至少 Rs {amount} 後才能兌換此序號',
    'Lakukan deposit minimal Rs {amount} secara total sebelum menukarkan kode ini',
  ),
  'Too many wrong codes. Please try again in {wait}': t(
    'Demasiados códigos incorrectos. Inténtalo de nuevo en {wait}',
    'Trop de codes erronés. Veuillez réessayer dans {wait}',
    '错误次数过多，请在 {wait}后重试',
    '錯誤次數過多，請在 {wait}後再試',
    'Terlalu banyak kode yang salah. Silakan coba lagi dalam {wait}',
  ),

  // Rewards, bonuses, check-in and the wheel.
  'No such reward': t(
    'Esa recompensa no existe',
    'Cette récompense n’existe pas',
    '该奖励不存在',
    '此獎勵不存在',
    'Hadiah tidak ditemukan',
  ),
  'This reward has expired': t(
    'Esta recompensa ha caducado',
    'Cette récompense a expiré',
    '该奖励已过期',
    '此獎勵已過期',
    'Hadiah ini sudah kedaluwarsa',
  ),
  'This reward is not claimable yet': t(
    'Esta recompensa aún no se puede reclamar',
    'Cette récompense ne peut pas encore être réclamée',
    '该奖励暂不可领取',
    '此獎勵暫時無法領取',
    'Hadiah ini belum dapat diklaim',
  ),
  'This reward can no longer be claimed': t(
    'Esta recompensa ya no se puede reclamar',
    'Cette récompense ne peut plus être réclamée',
    '该奖励已无法领取',
    '此獎勵已無法領取',
    'Hadiah ini tidak dapat diklaim lagi',
  ),
  'No such player': t(
    'Ese jugador no existe',
    'Ce joueur n’existe pas',
    '该玩家不存在',
    '此玩家不存在',
    'Pemain tidak ditemukan',
  ),
  'The sign-up bonus is not running now': t(
    'El bono de registro no está activo ahora',
    'Le bonus d’inscription n’est pas proposé en ce moment',
    '注册奖金活动当前未开放',
    '註冊獎金活動目前未開放',
    'Bonus pendaftaran sedang tidak berlangsung',
  ),
  'Bind your phone number first to take the sign-up bonus': t(
    'Vincula primero tu número de teléfono para recibir el bono de registro',
    'Associez d’abord votre numéro de téléphone pour recevoir le bonus d’inscription',
    '请先绑定手机号再领取注册奖金',
    '請先綁定手機號碼再領取註冊獎金',
    'Tautkan nomor telepon Anda terlebih dahulu untuk mengambil bonus pendaftaran',
  ),
  'The sign-up bonus is only for players registered within the last {hours} hours': t(
    'El bono de registro es solo para jugadores registrados en las últimas {hours} horas',
    'Le bonus d’inscription est réservé aux joueurs inscrits depuis moins de {hours} heures',
    '注册奖金仅限最近 {hours} 小时内注册的玩家',
    '註冊獎金僅限最近 {hours} 小時內註冊的玩家',
    'Bonus pendaftaran hanya untuk pemain yang mendaftar dalam {hours} jam terakhir',
  ),
  'Daily check-in is not available': t(
    'El registro diario no está disponible',
    'Le pointage quotidien n’est pas disponible',
    '每日签到暂不可用',
    '每日簽到目前無法使用',
    'Check-in harian tidak tersedia',
  ),
  'You have already checked in today': t(
    'Ya has hecho el registro diario hoy',
    'Vous avez déjà pointé aujourd’hui',
    '您今天已经签到过了',
    '您今天已經簽到過了',
    'Anda sudah check-in hari ini',
  ),
  'Deposit at least Rs {amount} today to check in': t(
    'Deposita al menos Rs {amount} hoy para hacer el registro diario',
    'Déposez au moins Rs {amount} aujourd’hui pour pointer',
    '今日充值至少 Rs {amount} 才能签到',
    '今日儲值至少 Rs {amount} 才能簽到',
    'Lakukan deposit minimal Rs {amount} hari ini untuk check-in',
  ),
  'Bet at least Rs {amount} today to check in': t(
    'Apuesta al menos Rs {amount} hoy para hacer el registro diario',
    'Misez au moins Rs {amount} aujourd’hui pour pointer',
    '今日投注至少 Rs {amount} 才能签到',
    '今日投注至少 Rs {amount} 才能簽到',
    'Pasang taruhan minimal Rs {amount} hari ini untuk check-in',
  ),
  'Deposit at least Rs {deposit} or bet at least Rs {bet} today to check in': t(
    'Deposita al menos Rs {deposit} o apuesta al menos Rs {bet} hoy para hacer el registro diario',
    'Déposez au moins Rs {deposit} ou misez au moins Rs {bet} aujourd’hui pour pointer',
    '今日充值至少 Rs {deposit} 或投注至少 Rs {bet} 才能签到',
    '今日儲值至少 Rs {deposit} 或投注至少 Rs {bet} 才能簽到',
    'Lakukan deposit minimal Rs {deposit} atau taruhan minimal Rs {bet} hari ini untuk check-in',
  ),
  'The lucky wheel is not available': t(
    'La ruleta de la suerte no está disponible',
    'La roue de la chance n’est pas disponible',
    '幸运转盘暂不可用',
    '幸運轉盤目前無法使用',
    'Roda keberuntungan tidak tersedia',
  ),
  'No spins left today': t(
    'Hoy no te quedan giros',
    'Plus aucun tour aujourd’hui',
    '今日已无剩余抽奖次数',
    '今日已無剩餘抽獎次數',
    'Tidak ada sisa putaran hari ini',
  ),
  'No such spin': t(
    'Ese giro no existe',
    'Ce tour n’existe pas',
    '该抽奖记录不存在',
    '此抽獎紀錄不存在',
    'Putaran tidak ditemukan',
  ),
  'The wheel seed changed; try again': t(
    'La semilla de la ruleta ha cambiado; inténtalo de nuevo',
    'La graine de la roue a changé ; réessayez',
    '转盘种子已变更，请重试',
    '轉盤種子已變更，請再試一次',
    'Seed roda telah berubah; silakan coba lagi',
  ),

  // Games, feedback, history.
  'This game is not available': t(
    'Este juego no está disponible',
    'Ce jeu n’est pas disponible',
    '该游戏暂不可用',
    '此遊戲目前無法使用',
    'Game ini tidak tersedia',
  ),
  'This account cannot play games': t(
    'Esta cuenta no puede jugar',
    'Ce compte ne peut pas jouer',
    '该账户无法玩游戏',
    '此帳戶無法玩遊戲',
    'Akun ini tidak dapat bermain game',
  ),
  'You can send at most {max} feedback messages a day. Please try again tomorrow': t(
    'Puedes enviar como máximo {max} comentarios al día. Inténtalo de nuevo mañana',
    'Vous pouvez envoyer au maximum {max} messages d’avis par jour. Veuillez réessayer demain',
    '每天最多只能提交 {max} 条反馈，请明天再试',
    '每天最多只能提交 {max} 則意見回饋，請明天再試',
    'Anda dapat mengirim maksimal {max} masukan per hari. Silakan coba lagi besok',
  ),
  'Screenshots must be JPEG, PNG, GIF or WebP images': t(
    'Las capturas de pantalla deben ser imágenes JPEG, PNG, GIF o WebP',
    'Les captures d’écran doivent être des images JPEG, PNG, GIF ou WebP',
    '截图必须是 JPEG、PNG、GIF 或 WebP 格式的图片',
    '截圖必須是 JPEG、PNG、GIF 或 WebP 格式的圖片',
    'Tangkapan layar harus berupa gambar JPEG, PNG, GIF, atau WebP',
  ),
  'Each screenshot must be at most {size}': t(
    'Cada captura de pantalla debe ocupar como máximo {size}',
    'Chaque capture d’écran ne doit pas dépasser {size}',
    '每张截图不能超过 {size}',
    '每張截圖不能超過 {size}',
    'Ukuran setiap tangkapan layar maksimal {size}',
  ),
  'Invalid month: the history covers the last 12 months': t(
    'Mes no válido: el historial abarca los últimos 12 meses',
    'Mois invalide : l’historique couvre les 12 derniers mois',
    '月份无效：记录仅涵盖最近 12 个月',
    '月份無效：紀錄僅涵蓋最近 12 個月',
    'Bulan tidak valid: riwayat mencakup 12 bulan terakhir',
  ),
};
