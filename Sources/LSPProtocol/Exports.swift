// The protocol's types are written in TGLJSON's (`JSON`, `JSONEncodable`, `JSONWriter`): a client of the protocol
// gets them with it.

@_exported import TGLJSON
