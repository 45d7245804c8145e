// Upstream's Liquibase changesets (id:author, in the order of its master changelog), as facts: an installation's
// DATABASECHANGELOG holds one row per changeset it ran. The order is the changelog's, not sorted: a few ids were
// added out of date order.
const CHANGESETS = `
202503141335:John 202503141346:czc 202504082211:John 202504092335:John 202504112044:John 202504112058:John
202504151206:John 202504181536:John 202504221135:John 202504221555:John 202504251422:jiangkunyin
202504291043:jiangkunyin 202504301341:Goody 202505022134:Goody 202505081146:hrz 202505091555:whosmyqueen
202505111914:hrz 202505122348:ljwwd2 202505142037:hrz 202505182234:amen 202505201744:hrz 202505151451:hsoftxl
202505271414:hrz 202505292203:CAIXYPROMISE 202506010920:hrz 202506031639:hrz 202506032232:hrz 202506051538:hrz
202506080955:hrz 202506091720:shane0411 202506161101:hrz 202506191643:hrz 202506251620:Tink 202506261637:hrz
202507101203:luruxian 202507071130:cgd 202507071530:cgd 202507031602:zjy 202507041018:zjy 202507081646:zjy
202508081701:hrz 202508111734:RanChen 202508131557:RanChen 202508271113:cgd 202509051745:RanChen 202509081140:cgd
202509091042:cgd 202509091633:fyb 202509080922:fyb 202509161610:fyb 202509161701:RanChen 202509221530:cgd
202509191545:RanChen 202509220926:fyb 202509220958:fyb 202510071522:hrz 202510191042:hrz 202510250956:rainv123
202510251150:rainv123 202511131023:hrz 202511221450:RanChen 202512031517:rainv123 202512041515:cgd 202512131453:hrz
202512161529:RanChen 202512192245:hrz 202512221117:RanChen 202512301430:RanChen 202601051433:RanChen
202601141645:RanChen 202601231530:RanChen 202601261730:RanChen 202602021555:shengzhou1216 202602051017:RanChen
202602051125:DaGou12138 202602061650:DaGou12138 202602271137:RanChen 202602281000:rainv123 202603091051:rainv123
202603101723:RanChen 202603111131:DaGou12138 202603231037:rainv123 202603311200:cgd 202604010930:rainv123
202604011035:RanChen 202604011545:rainv123 202604161357:hrz 202604201719:RanChen 202604211515:rainv123
202604211700:RanChen 202604300930:RanChen 202605071037:fyb 202605071120:fyb 202605081008:fyb 202605121509:DaGou12138
202605251426:RanChen 202606231030:RanChen 202606261131:RanChen 202607011405:LauraGPT 202607071530:tykechen
202607101200:tykechen 202607290930:cgd 202608061000:cgd`;

export type UpstreamShape = 'current' | 'old';

export interface Changeset {
  id: string;
  author: string;
}

export const ALL_CHANGESETS: readonly Changeset[] = CHANGESETS.trim()
  .split(/\s+/)
  .map((entry) => {
    const [id, author] = entry.split(':');
    return { id: id!, author: author! };
  });

/** An "old" installation stopped upgrading after June 2025: it ran every changeset dated up to then. */
export const OLD_SHAPE_LAST_MONTH = '202506';

/** Whether a change made by changeset `since` is present in an installation of this shape. */
export function appliedIn(shape: UpstreamShape, since: string): boolean {
  return shape === 'current' || since.slice(0, 6) <= OLD_SHAPE_LAST_MONTH;
}

export function changesetsOf(shape: UpstreamShape): Changeset[] {
  return ALL_CHANGESETS.filter((changeset) => appliedIn(shape, changeset.id));
}
