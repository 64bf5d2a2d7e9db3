import mongoose, { Schema, type Connection } from 'mongoose';
import { MongoServerError, ObjectId } from 'mongodb';
import { startTarget, type Target } from '../support/target';
import { rejection } from './helpers';

let target: Target;
let conn: Connection;

const addressSchema = new Schema({
  city: { type: String, required: true },
  zip: String,
});

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    name: { type: String, required: true },
    role: { type: String, enum: ['cook', 'chef'], default: 'cook' },
    logins: { type: Number, default: 0 },
    addresses: [addressSchema],
  },
  { timestamps: true },
);

const postSchema = new Schema(
  {
    title: { type: String, required: true },
    author: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    likes: { type: Number, default: 0 },
  },
  { timestamps: true },
);

function models(c: Connection) {
  return { User: c.model('User', userSchema), Post: c.model('Post', postSchema) };
}
let User: ReturnType<typeof models>['User'];
let Post: ReturnType<typeof models>['Post'];

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose.createConnection(target.uri, { dbName: target.dbName('mongoose') }).asPromise();
  ({ User, Post } = models(conn));
  await User.init();
  await Post.init();
});

afterAll(async () => {
  await conn.dropDatabase();
  await conn.close();
  await target.stop();
});

describe('models and indexes', () => {
  test('init()/syncIndexes() create the unique email index', async () => {
    const dropped = await User.syncIndexes();
    expect(dropped).toEqual([]);
    const indexes = await User.collection.listIndexes().toArray();
    const email = indexes.find((ix) => ix.name === 'email_1');
    expect(email?.key).toEqual({ email: 1 });
    expect(email?.unique).toBe(true);
    const names = (await conn.db?.listCollections({}, { nameOnly: true }).toArray())?.map((c) => c.name).sort();
    expect(names).toEqual(expect.arrayContaining(['posts', 'users']));
  });

  test('create applies defaults, casting and timestamps, and stores them', async () => {
    const u = await User.create({ email: '  Ann@Example.IO ', name: 'Ann' });
    expect(u._id).toBeInstanceOf(ObjectId);
    expect(u.email).toBe('ann@example.io');
    expect(u.role).toBe('cook');
    expect(u.logins).toBe(0);
    expect(u.createdAt).toBeInstanceOf(Date);
    const raw = await User.collection.findOne({ _id: u._id });
    expect(raw?.email).toBe('ann@example.io');
    expect(raw?.name).toBe('Ann');
    expect(raw?.role).toBe('cook');
    expect(raw?.logins).toBe(0);
    expect(raw?.createdAt).toBeInstanceOf(Date);
    expect(raw?.updatedAt).toBeInstanceOf(Date);
    expect(raw?.addresses).toEqual([]);
  });

  test('validation errors are raised and nothing is written', async () => {
    const before = await User.countDocuments({});
    // Deliberately invalid input (missing `name`, `role` outside the enum), hence the cast.
    const invalid = { email: 'noname@x.io', role: 'boss' } as unknown as { email: string; name: string };
    const err = await rejection(User.create(invalid));
    expect(err).toBeInstanceOf(mongoose.Error.ValidationError);
    if (!(err instanceof mongoose.Error.ValidationError)) return;
    expect(Object.keys(err.errors).sort()).toEqual(['name', 'role']);
    expect(err.errors.name?.kind).toBe('required');
    expect(await User.countDocuments({})).toBe(before);
    expect(await User.exists({ email: 'noname@x.io' })).toBeNull();
  });

  test('a duplicate email is rejected by the server with 11000', async () => {
    await User.create({ email: 'dup@x.io', name: 'First' });
    const err = await rejection(User.create({ email: 'DUP@x.io', name: 'Second' }));
    expect(err).toBeInstanceOf(MongoServerError);
    if (!(err instanceof MongoServerError)) return;
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: 'dup@x.io' });
    expect(await User.countDocuments({ email: 'dup@x.io' })).toBe(1);
    expect((await User.findOne({ email: 'dup@x.io' }))?.name).toBe('First');
  });
});

describe('queries and updates', () => {
  test('populate resolves the author reference', async () => {
    const author = await User.create({ email: 'writer@x.io', name: 'Writer', role: 'chef' });
    await Post.create({ title: 'Sauces', author: author._id });
    await Post.create({ title: 'Knives', author: author._id, likes: 3 });
    const post = await Post.findOne({ title: 'Sauces' }).populate<{ author: { name: string; email: string } }>('author');
    expect(post?.author.name).toBe('Writer');
    expect(post?.author.email).toBe('writer@x.io');
    const posts = await Post.find({ author: author._id })
      .sort({ title: 1 })
      .populate<{ author: { name: string; email?: string } }>('author', 'name')
      .lean();
    expect(posts.map((p) => p.title)).toEqual(['Knives', 'Sauces']);
    expect(posts.map((p) => p.author.name)).toEqual(['Writer', 'Writer']);
    expect(posts[0]?.author.email).toBeUndefined();
  });

  test('find().sort().skip().limit() pages, countDocuments counts', async () => {
    const author = await User.create({ email: 'prolific@x.io', name: 'Prolific' });
    await Post.insertMany(Array.from({ length: 30 }, (_, i) => ({ title: `p${i}`, author: author._id, likes: i })));
    expect(await Post.countDocuments({ author: author._id })).toBe(30);
    expect(await Post.countDocuments({ author: author._id, likes: { $gte: 25 } })).toBe(5);
    const page = await Post.find({ author: author._id }).sort({ likes: -1 }).skip(5).limit(5);
    expect(page.map((p) => p.likes)).toEqual([24, 23, 22, 21, 20]);
    expect(page[0]?.createdAt).toBeInstanceOf(Date);
  });

  test('findOneAndUpdate with upsert returns the new document with defaults applied', async () => {
    const doc = await User.findOneAndUpdate(
      { email: 'upserted@x.io' },
      { $set: { name: 'Upserted' } },
      { returnDocument: 'after', upsert: true },
    );
    expect(doc).not.toBeNull();
    expect(doc?.email).toBe('upserted@x.io');
    expect(doc?.name).toBe('Upserted');
    expect(doc?.role).toBe('cook');
    expect(doc?.createdAt).toBeInstanceOf(Date);
    const again = await User.findOneAndUpdate(
      { email: 'upserted@x.io' },
      { $set: { role: 'chef' } },
      { returnDocument: 'after', upsert: true },
    );
    expect(again?._id.toHexString()).toBe(doc?._id.toHexString());
    expect(again?.role).toBe('chef');
    expect(await User.countDocuments({ email: 'upserted@x.io' })).toBe(1);
  });

  test('updateOne with $inc', async () => {
    const u = await User.create({ email: 'counter@x.io', name: 'Counter' });
    const res = await User.updateOne({ _id: u._id }, { $inc: { logins: 2 } });
    expect(res.acknowledged).toBe(true);
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(1);
    await User.updateOne({ _id: u._id }, { $inc: { logins: 3 } });
    expect((await User.findById(u._id))?.logins).toBe(5);
  });

  test('lean() returns plain objects', async () => {
    await User.create({ email: 'lean@x.io', name: 'Lean' });
    const doc = await User.findOne({ email: 'lean@x.io' }).lean();
    expect(doc).not.toBeNull();
    expect(doc).not.toBeInstanceOf(mongoose.Document);
    expect(doc?._id).toBeInstanceOf(ObjectId);
    expect(doc?.createdAt).toBeInstanceOf(Date);
    expect(doc?.role).toBe('cook');
  });

  test('save() of a modified document persists the change and bumps updatedAt', async () => {
    const u = await User.create({ email: 'saver@x.io', name: 'Before' });
    const firstUpdatedAt = u.updatedAt.getTime();
    await new Promise((r) => setTimeout(r, 5));
    u.name = 'After';
    await u.save();
    const reloaded = await User.findById(u._id).lean();
    expect(reloaded?.name).toBe('After');
    expect(reloaded?.updatedAt.getTime()).toBeGreaterThan(firstUpdatedAt);
    expect(reloaded?.createdAt.getTime()).toBe(u.createdAt.getTime());
  });

  test('subdocument arrays with $push and document push()', async () => {
    const u = await User.create({ email: 'mover@x.io', name: 'Mover', addresses: [{ city: 'Paris' }] });
    await User.updateOne({ _id: u._id }, { $push: { addresses: { city: 'Lyon', zip: '69001' } } });
    const doc = await User.findById(u._id);
    expect(doc?.addresses.map((a) => a.city)).toEqual(['Paris', 'Lyon']);
    expect(doc?.addresses[1]?._id).toBeInstanceOf(ObjectId);
    doc?.addresses.push({ city: 'Nice' });
    await doc?.save();
    const raw = await User.collection.findOne({ _id: u._id });
    expect((raw?.addresses as { city: string }[]).map((a) => a.city)).toEqual(['Paris', 'Lyon', 'Nice']);
    const found = await User.find({ 'addresses.city': 'Lyon' }).lean();
    expect(found.map((f) => f.email)).toEqual(['mover@x.io']);
    await User.updateOne({ _id: u._id }, { $pull: { addresses: { city: 'Paris' } } });
    expect((await User.findById(u._id).lean())?.addresses.map((a) => a.city)).toEqual(['Lyon', 'Nice']);
  });

  test('sub-documents with their own timestamps: a positional update and a pull of two of them', async () => {
    const courseSchema = new Schema({ name: String, price: Number }, { timestamps: true });
    const Menu = conn.model('Menu', new Schema({ name: String, courses: [courseSchema] }, { timestamps: true }));
    const long = new Date('2026-01-01T00:00:00Z');
    const [soup, tart, fish] = ['Soup', 'Tart', 'Fish'].map((name, i) => ({ _id: new ObjectId(), name, price: 6 + i, updatedAt: long }));
    const { insertedId } = await Menu.collection.insertOne({ name: 'Lunch', courses: [soup, tart, fish] });
    // mongoose adds `courses.$.updatedAt` beside the positional $set: two sub-paths of one element.
    await Menu.updateOne({ _id: insertedId, 'courses._id': tart?._id }, { $set: { 'courses.$.price': 8 } });
    const updated = await Menu.findById(insertedId).lean();
    expect(updated?.courses.map((c) => c.price)).toEqual([6, 8, 8]);
    expect(updated?.courses.map((c) => c.updatedAt.getTime() > long.getTime())).toEqual([false, true, false]);
    // DocumentArray.pull of two sub-documents sends $pull with $or.
    const doc = await Menu.findById(insertedId);
    doc?.courses.pull(soup?._id, fish?._id);
    await doc?.save();
    expect((await Menu.findById(insertedId).lean())?.courses.map((c) => c.name)).toEqual(['Tart']);
  });

  test('deleteMany removes the matching documents', async () => {
    await User.insertMany([
      { email: 'tmp1@x.io', name: 'Tmp' },
      { email: 'tmp2@x.io', name: 'Tmp' },
      { email: 'tmp3@x.io', name: 'Tmp' },
    ]);
    const res = await User.deleteMany({ name: 'Tmp' });
    expect(res.deletedCount).toBe(3);
    expect(await User.countDocuments({ name: 'Tmp' })).toBe(0);
    expect(await User.countDocuments({})).toBeGreaterThan(0);
  });
});
