/**
 * Generates common-passwords.txt deterministically (no network, no third-party
 * list): well-known leaked passwords plus the patterns people build from them
 * (word + digits, word + year, keyboard walks, repeats). Only entries of at
 * least 8 characters are kept, since shorter ones are refused by length
 * anyway; everything is lower-cased, as the check is case-insensitive.
 *
 * Regenerate with: npx tsx apps/api/src/modules/auth/passwords/generate-common-passwords.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LEAKED = `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
pussy superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou fuckme 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george asshole computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love
ashley 6969 nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix william
corvette hello martin heather secret fucker merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony
justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar
jackson whatever mickey chicken sparky snoopy maverick phoenix camaro sexy peanut morgan welcome falcon cowboy
ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar
monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore banana junior
hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller
boston q1w2e3r4 fuckoff brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita
knight fender barney midnight please brandy chicago badboy iwantu slayer rangers charles angel flower bigdaddy
rabbit wizard bigdick jasper enter rachel chris 7777 blowjob hammer1 passw0rd password1 password123 admin
admin123 administrator root toor changeme default guest welcome1 letmein1 qwerty123 qwerty1 abc12345 abcd1234
iloveyou1 princess1 sunshine1 football1 baseball1 monkey1 dragon1 shadow1 master1 superman1 trustno1 starwars1
1q2w3e4r 1q2w3e4r5t zaq12wsx zaq1zaq1 qazwsxedc 1qazxsw2 asdfghjkl asdf1234 zxcvbnm1 qwertyui 1qaz2wsx3edc
passpass pass1234 test1234 testtest letmeinnow trustme secret123 lovely lovelove loveme iloveu babygirl
jesus jesus1 christ heaven blessed blessing faith hope grace angel1 angels butterfly flowers rainbow sunflower
cheyenne cocacola pokemon pikachu naruto minecraft roblox fortnite google youtube facebook linkedin twitter
instagram myspace yahoo hotmail gmail outlook microsoft windows apple iphone android samsung1 nokia sony
blink182 metallica nirvana slipknot eminem liverpool manchester chelsea1 barcelona realmadrid juventus
everton newcastle tottenham celtic rangers1 yankees1 redskins packers broncos raiders patriots cowboys1
trucker trucking freight broker driver diesel peterbilt kenworth freightliner mack volvo international
hotshot flatbed reefer dryvan highway roadking bigrig eighteen convoy dispatch haulclub loadboard
summer1 winter spring autumn january february march april june july august september october november
december monday tuesday wednesday thursday friday saturday sunday michael1 jennifer1 jordan23 jordan1
hunter1 soccer1 charlie1 thomas1 robert1 daniel1 george1 jessica1 michelle1 pepper1 maggie1 ginger1 joshua1
amanda1 ashley1 nicole1 matthew1 william1 taylor1 anthony1 justin1 andrew1 samantha1 cookie1 bailey1
qwertyuiop1 azerty azertyuiop 123abc abc123456 a123456 a1b2c3 a1b2c3d4 aa123456 aaa111 password! p@ssw0rd
p@ssword pa55word pa$$word passwort motdepasse contrasena senha parola wachtwoord salasana haslo
killer1 hello123 hello1 helloworld whatever1 nothing unknown secret1 private letmein123 access14 master123
shadow123 dragon123 monkey123 superman123 batman123 football123 baseball123 soccer123 hockey123`;

const WORD_BASES = `password pass letmein welcome admin login qwerty dragon monkey master shadow sunshine princess football
baseball soccer hockey superman batman iloveyou trustno1 michael jennifer jordan hunter charlie thomas robert
daniel george jessica michelle pepper maggie ginger joshua amanda ashley nicole matthew william taylor anthony
justin andrew samantha cookie bailey summer winter spring autumn freedom whatever computer internet mustang
harley ranger killer secret money love angel flower butterfly rainbow chocolate banana orange purple yellow
silver golden diamond thunder lightning tiger lion eagle falcon phoenix wizard merlin matrix starwars pokemon
naruto minecraft google facebook hello access chelsea arsenal liverpool dallas boston chicago london paris
america texas florida california trucker trucking freight broker driver diesel hotshot flatbed highway
haulclub loadboard dispatch kenworth peterbilt cowboy cowboys yankees lakers steelers packers raiders
jesus heaven blessed family friends forever babygirl sweetheart lovely mother father sister brother baby
monster bigdog bulldog doggie kitty kitten puppy tigger snoopy scooby mickey minnie garfield charlie`;

const KEYBOARD_WALKS = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc',
  'qazwsxedc',
  'qazwsxedcrfv',
  '1q2w3e4r5t6y',
  'zaq12wsx',
  'xsw21qaz',
  'poiuytrewq',
  'lkjhgfdsa',
  'mnbvcxz',
  'qwerasdf',
  'qwerasdfzxcv',
  'asdfqwer',
  '1234qwer',
  'qwer1234',
  '!qaz2wsx',
  '1qaz!qaz',
  'qweasdzxc',
  'zxcasdqwe',
  '123qweasd',
  'qweasd123',
  '147258369',
  '159357',
  '147852369',
  '963852741',
  '741852963',
  '0987654321',
  '1029384756',
  '1qw23er4',
];

const SUFFIXES = [
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '123!',
  '01',
  '69',
  '007',
  '99',
  '2',
  '11',
  '13',
  '21',
  '22',
  '23',
  '77',
  '88',
  '00',
  '@123',
  '#1',
  '.',
  '?',
];

function* candidates(): Generator<string> {
  const leaked = LEAKED.split(/\s+/).filter(Boolean);
  const words = [...new Set(WORD_BASES.split(/\s+/).filter(Boolean))];
  yield* leaked;
  yield* KEYBOARD_WALKS;
  for (const w of words) {
    yield w;
    yield w + w;
    for (const s of SUFFIXES) yield w + s;
    for (let y = 1965; y <= 2026; y++) yield `${w}${y}`;
    for (let n = 0; n <= 31; n++) yield `${w}${String(n).padStart(2, '0')}`;
    yield w.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/i/g, '1').replace(/s/g, '$');
    yield `1${w}`;
    yield `123${w}`;
    yield `my${w}`;
    yield `ilove${w}`;
  }
  for (let d = 0; d <= 9; d++) for (let len = 6; len <= 12; len++) yield String(d).repeat(len);
  for (const ch of 'abcdefghijklmnopqrstuvwxyz') for (let len = 8; len <= 10; len++) yield ch.repeat(len);
  for (let start = 0; start <= 9; start++) {
    let up = '';
    let down = '';
    for (let i = 0; i < 12; i++) {
      up += String((start + i) % 10);
      down += String((start - i + 100) % 10);
      if (up.length >= 6) {
        yield up;
        yield down;
      }
    }
  }
  // Dates people use: ddmmyyyy and mmddyyyy for the years most often seen.
  for (let y = 1960; y <= 2010; y += 1)
    for (const md of ['0101', '1225', '0704', '1111', '1212', '0214']) yield `${md}${y}`;
}

export function generateCommonPasswords(): string[] {
  const out = new Set<string>();
  for (const c of candidates()) {
    const p = c.toLowerCase();
    if (p.length >= 8 && p.length <= 128) out.add(p);
  }
  return [...out].sort();
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const list = generateCommonPasswords();
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
  writeFileSync(file, `${list.join('\n')}\n`);
  console.log(`wrote ${list.length} passwords to ${file}`);
}
