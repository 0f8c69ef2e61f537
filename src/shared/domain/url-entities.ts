/**
 * Finds the web addresses in a text the way X (twitter-text) recognises them, so counting can give each one
 * its fixed weight and truncation can avoid cutting through one.
 *
 * Rules followed from twitter-text: an address with http(s):// counts whatever its top-level domain; without a
 * protocol it needs a known top-level domain and an ASCII host; it may not follow a letter, digit, @, $ or #
 * (nor -, _, . or / without a protocol, so e-mail domains and file paths are not addresses); a bare
 * 'name.cc' on a country-code domain without a path is not an address ('README.md', 'Node.js'); trailing
 * punctuation and unbalanced closing brackets are not part of it. Differences: twitter-text knows every
 * IANA top-level domain; this list holds every country code and the common generic ones.
 */

const countryCodeTlds = new Set(
  (
    'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bv bw ' +
    'by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et eu fi ' +
    'fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io ' +
    'iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg ' +
    'mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk ' +
    'pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st su sv sx sy sz ' +
    'tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk um us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw'
  ).split(' '),
);

const genericTlds = new Set(
  (
    'com net org edu gov mil int info biz name pro aero asia cat coop jobs mobi museum tel travel xxx ' +
    'academy agency app art audio auto bar beauty best bike bio blog boutique build business buzz cafe camera camp ' +
    'capital car care careers cash center chat church city click clinic cloud club codes coffee college community ' +
    'company computer consulting cool courses credit dance data dating deals design dev diet digital directory ' +
    'dog domains earth eco education email energy engineering enterprises equipment estate events exchange expert ' +
    'fans farm fashion film finance fit fitness flowers foundation fun fund furniture futbol gallery game games ' +
    'garden gay gift gifts global gmbh gold golf graphics green group guide guru health help hiphop holdings host ' +
    'house how icu inc industries ink institute insure international investments jetzt kim kitchen land law legal ' +
    'lgbt life link live llc love ltd luxury management market marketing mba media men menu moda moe money movie ' +
    'music network new news ngo ninja one onl online ooo page partners party pet photo photography photos pics ' +
    'pink pizza place plus press productions promo properties pub quest radio realestate recipes red rent rentals ' +
    'repair report rest review reviews rocks run sale salon school science services sexy shoes shop shopping show ' +
    'site ski social software solar solutions space sport store stream studio style sucks support surf systems ' +
    'team tech technology tips today tools top tours town toys trade training tube university uno vacations ' +
    'ventures video vip vision vote voyage watch website wedding wiki win wine work works world wtf xyz yoga zone ' +
    'amazon android apple google microsoft youtube'
  ).split(' '),
);

/** A recognised address: [start, end) in UTF-16 units of the searched text. */
export interface UrlRange {
  start: number;
  end: number;
}

const candidatePattern =
  /(https?:\/\/)?((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(\p{L}{2,63}))(?![\p{L}\p{N}_@-])(:\d{1,5})?([/?#][^\s<>"]*)?/giu;
const forbiddenBefore = /[\p{L}\p{N}@＠$#＃]$/u;
const forbiddenBeforeBare = /[-_./]$/u;
const asciiHost = /^[a-z0-9.-]+$/i;
const trailingPunctuation = /[.,;:!?'"*]$/u;

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** Removes trailing punctuation and unbalanced closing brackets from an address path. */
function trimPath(path: string): string {
  let result = path;
  for (;;) {
    const last = result.at(-1);
    if (last === undefined) return result;
    if (trailingPunctuation.test(last)) result = result.slice(0, -1);
    else if (last === ')' && count(result, '(') < count(result, ')')) result = result.slice(0, -1);
    else if (last === ']' && count(result, '[') < count(result, ']')) result = result.slice(0, -1);
    else return result;
  }
}

function isAddress(protocol: string | undefined, host: string, tld: string, path: string): boolean {
  if (protocol) return true;
  const lowerTld = tld.toLowerCase();
  if (!asciiHost.test(host)) return false;
  if (!countryCodeTlds.has(lowerTld) && !genericTlds.has(lowerTld)) return false;
  const isShortCountryDomain = count(host, '.') === 1 && !genericTlds.has(lowerTld);
  return !(isShortCountryDomain && path === '');
}

/** The addresses in a text, in order, without overlaps. */
export function findUrlRanges(text: string): UrlRange[] {
  const ranges: UrlRange[] = [];
  for (const match of text.matchAll(candidatePattern)) {
    const [, protocol, host = '', tld = '', port = '', rawPath = ''] = match;
    const start = match.index;
    const before = text.slice(Math.max(0, start - 2), start);
    if (forbiddenBefore.test(before)) continue;
    if (!protocol && forbiddenBeforeBare.test(before)) continue;
    const path = trimPath(rawPath);
    if (!isAddress(protocol, host, tld, path)) continue;
    const length = (protocol ?? '').length + host.length + port.length + path.length;
    ranges.push({ start, end: start + length });
  }
  return ranges;
}
