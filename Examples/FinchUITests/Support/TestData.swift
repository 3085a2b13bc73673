//
//  TestData.swift
//  FinchUITests
//
//  Canned users and mock-server fixtures passed to the app at launch.
//

import Foundation

/// A user known to the Finch mock backend.
struct TestUser {
    let email: String
    let password: String
    let name: String
    /// Accessibility identifier prefix of this user's account rows.
    let accountPrefix: String

    static let primary = TestUser(
        email: "ada@finch.test",
        password: "correct horse battery staple",
        name: "Ada Lovelace",
        accountPrefix: "accounts.row.ada"
    )

    static let locked = TestUser(
        email: "locked@finch.test",
        password: "hunter2",
        name: "Locked Out",
        accountPrefix: "accounts.row.locked"
    )

    /// A user no earlier run has signed up, for the sign-up tests.
    static func unique() -> TestUser {
        let suffix = UUID().uuidString.prefix(8).lowercased()
        return TestUser(
            email: "new-\(suffix)@finch.test",
            password: "correct horse battery staple",
            name: "New User \(suffix)",
            accountPrefix: "accounts.row.new-\(suffix)"
        )
    }
}

/// JSON fixtures understood by the app's `MockBackend` (see the app target).
enum Fixtures {
    /// Two accounts, one of them with a name that contains a `//`.
    static let accounts = """
    {
      "accounts": [
        { "id": "acc-1", "name": "Everyday", "balanceCents": 125000, "currency": "EUR" },
        { "id": "acc-2", "name": "Rainy day // savings", "balanceCents": 480000, "currency": "EUR" }
      ]
    }
    """

    /// An IBAN validation rule as the backend sends it (a raw string, so the
    /// backslashes are not escapes).
    static let ibanRule = #"{"pattern": "^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$"}"#

    /// Builds a transactions fixture with `count` identical card payments.
    static func transactions(count: Int, amountCents: Int) -> String {
        let rows = (0..<count).map { index in
            """
              { "id": "tx-\(index)", "amountCents": \(amountCents), "merchant": "Corner Café" }
            """
        }
        return "{ \"transactions\": [\n" + rows.joined(separator: ",\n") + "\n] }"
    }
}
