/// An optional that JSON output writes as `null` when it has no value, keeping its key: Swift's synthesized
/// `Encodable` leaves nil optionals out, and the JSON contracts of `trellis lint` and `trellis frames` promise every
/// key.
@propertyWrapper
package struct EncodedAsNull<Value: Encodable & Sendable>: Encodable, Sendable {
  package var wrappedValue: Value?

  package init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
  }
}
